import { z } from 'zod';
import { aliasCall, defineCall } from './call';
import { kitIdQuerySchema, kitProjectQuerySchema } from './kit';
import {
  pileAbnormalAddSchema,
  pileAbnormalItemSchema,
  pileAbnormalListQuerySchema,
  pileAbnormalPageSchema,
  pileAcceptanceDataSchema,
  pileAcceptanceItemEnumSchema,
  pileAcceptanceMainInfoSchema,
  pileAcceptanceSaveSchema,
  pileAmendSchema,
  pileDetailSchema,
  pileFiltersSchema,
  pileGroupItemSchema,
  pileGroupSaveSchema,
  pileIdBodySchema,
  pileListQuerySchema,
  pileNumberConfigSchema,
  pileNumberPreviewSchema,
  pileNumberSaveResultSchema,
  pilePageSchema,
  pileRecordSaveSchema,
  pileStatisticsSchema,
  pileTypeQuerySchema,
} from './pile';
import {
  pileImageSchema,
  pileInspectionBlockSchema,
  pileListBodySchema,
  pileMaterialInfoSchema,
  pileProcessSchema,
  pileSlurryBlockDetailSchema,
} from './pile-blocks';
import {
  pileGridSchema,
  pileLayoutQuerySchema,
  pileLayoutSchema,
  pileMaterialStockItemSchema,
  pileMaterialUsageItemSchema,
  pileMaterialUsageSaveSchema,
  pilePhotoAddSchema,
  pilePlanQuerySchema,
  pilePlanSaveSchema,
  pilePlanSchema,
  pilePositionImportResultSchema,
  pileSetOutResultSchema,
  pileSetOutSchema,
  projectMaterialItemSchema,
  projectMaterialListQuerySchema,
  projectMaterialUpdateSchema,
} from './pile-plan';
import {
  pileCompletionSchema,
  pileMachineAssignSchema,
  pileMachineItemSchema,
  pileMachineSaveSchema,
  pileSpotCheckDetailSchema,
  pileSpotCheckListQuerySchema,
  pileSpotCheckPageSchema,
  pileSpotCheckRecordSchema,
  pileSpotCheckResultSchema,
  pileSpotCheckSchema,
} from './pile-site';

/**
 * The pile module's calls (apps/server/src/modules/pile): construction records, the site (machines,
 * completion, spot checks), the site plan, daily plan, materials, block views and the acceptance sheet.
 * Its own file because they span pile.ts and pile-blocks.ts, which import each other one way.
 */
export const pileCalls = {
  groups: defineCall({
    method: 'GET',
    path: 'pile/group/list',
    query: kitProjectQuerySchema,
    response: z.array(pileGroupItemSchema),
  }),
  saveGroup: defineCall({
    method: 'POST',
    path: 'pile/group/save',
    body: pileGroupSaveSchema,
    response: pileGroupItemSchema,
  }),
  previewNumbers: defineCall({
    method: 'POST',
    path: 'pile/numberConfig/preview',
    body: pileNumberConfigSchema,
    response: pileNumberPreviewSchema,
  }),
  saveNumbers: defineCall({
    method: 'POST',
    path: 'pile/numberConfig/save',
    body: pileNumberConfigSchema,
    response: pileNumberSaveResultSchema,
  }),
  list: defineCall({
    method: 'GET',
    path: 'pile/construction/list',
    query: pileListQuerySchema,
    response: pilePageSchema,
  }),
  grid: defineCall({
    method: 'GET',
    path: 'pile/construction/grid',
    query: kitProjectQuerySchema,
    response: pileGridSchema,
  }),
  statistics: defineCall({
    method: 'GET',
    path: 'pile/construction/status',
    query: kitProjectQuerySchema,
    response: pileStatisticsSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'pile/construction/detail',
    query: kitIdQuerySchema,
    response: pileDetailSchema,
  }),
  save: defineCall({
    method: 'POST',
    path: 'pile/construction/save',
    body: pileRecordSaveSchema,
    response: pileDetailSchema,
  }),
  amend: defineCall({
    method: 'POST',
    path: 'pile/construction/amend',
    body: pileAmendSchema,
    response: pileDetailSchema,
  }),
  photo: defineCall({
    method: 'POST',
    path: 'pile/construction/photo',
    body: pilePhotoAddSchema,
    response: pileDetailSchema,
  }),
  confirm: defineCall({
    method: 'POST',
    path: 'pile/construction/confirm',
    body: pileIdBodySchema,
    response: pileDetailSchema,
  }),
  export: defineCall({
    method: 'GET',
    path: 'pile/construction/export',
    query: pileFiltersSchema,
    response: 'file',
  }),
  abnormals: defineCall({
    method: 'GET',
    path: 'pile/abnormal/list',
    query: pileAbnormalListQuerySchema,
    response: pileAbnormalPageSchema,
  }),
  rectify: defineCall({
    method: 'POST',
    path: 'pile/abnormal/rectify',
    body: pileIdBodySchema,
    response: pileAbnormalItemSchema,
  }),
  addAbnormal: defineCall({
    method: 'POST',
    path: 'pile/abnormal/add',
    body: pileAbnormalAddSchema,
    response: pileAbnormalItemSchema,
  }),

  // ---- block views of one pile ----
  materialInfo: defineCall({
    method: 'GET',
    path: 'pile/materialInfo',
    query: kitIdQuerySchema,
    response: pileMaterialInfoSchema,
  }),
  inspectionBlock: defineCall({
    method: 'GET',
    path: 'pile/inspectionBlock',
    query: kitIdQuerySchema,
    response: pileInspectionBlockSchema,
  }),
  slurryBlock: defineCall({
    method: 'GET',
    path: 'pile/slurryBoredPileBlockDetail',
    query: kitIdQuerySchema,
    response: pileSlurryBlockDetailSchema,
  }),

  // ---- the site: machines, completion, spot checks ----
  machines: defineCall({
    method: 'GET',
    path: 'pile/machine/list',
    query: kitProjectQuerySchema,
    response: z.array(pileMachineItemSchema),
  }),
  saveMachine: defineCall({
    method: 'POST',
    path: 'pileMachine/save',
    body: pileMachineSaveSchema,
    response: pileMachineItemSchema,
  }),
  assignMachine: defineCall({
    method: 'POST',
    path: 'pileMachine/assign',
    body: pileMachineAssignSchema,
    response: pileMachineItemSchema,
  }),
  completion: defineCall({
    method: 'GET',
    path: 'pile/completion/list',
    query: kitProjectQuerySchema,
    response: pileCompletionSchema,
  }),
  spotCheck: defineCall({
    method: 'POST',
    path: 'pile/spotCheck/random',
    body: pileSpotCheckSchema,
    response: pileSpotCheckResultSchema,
  }),
  spotChecks: defineCall({
    method: 'GET',
    path: 'pile/spotCheck/list',
    query: pileSpotCheckListQuerySchema,
    response: pileSpotCheckPageSchema,
  }),
  spotCheckDetail: defineCall({
    method: 'GET',
    path: 'pile/spotCheck/detail',
    query: kitIdQuerySchema,
    response: pileSpotCheckDetailSchema,
  }),
  spotCheckResult: defineCall({
    method: 'POST',
    path: 'pile/spotCheck/result',
    body: pileSpotCheckRecordSchema,
    response: pileSpotCheckDetailSchema,
  }),

  // ---- the site plan and the daily plan ----
  layout: defineCall({
    method: 'GET',
    path: 'pile/layout/list',
    query: pileLayoutQuerySchema,
    response: pileLayoutSchema,
  }),
  layoutTemplate: defineCall({
    method: 'GET',
    path: 'pile/layout/template',
    query: pileLayoutQuerySchema,
    response: 'file',
  }),
  layoutImport: defineCall({
    method: 'POST',
    path: 'pile/layout/import',
    query: pileLayoutQuerySchema,
    body: 'xlsx',
    response: pilePositionImportResultSchema,
  }),
  setOut: defineCall({
    method: 'POST',
    path: 'pile/layout/setOut',
    body: pileSetOutSchema,
    response: pileSetOutResultSchema,
  }),
  plan: defineCall({
    method: 'GET',
    path: 'pile/plan/list',
    query: pilePlanQuerySchema,
    response: pilePlanSchema,
  }),
  savePlan: defineCall({
    method: 'POST',
    path: 'pile/plan/save',
    body: pilePlanSaveSchema,
    response: pilePlanSchema,
  }),

  // ---- materials ----
  materialStock: defineCall({
    method: 'GET',
    path: 'pile/material/stockList',
    query: kitProjectQuerySchema,
    response: z.array(pileMaterialStockItemSchema),
  }),
  materialUsage: defineCall({
    method: 'GET',
    path: 'pile/material/usageDetail',
    query: kitIdQuerySchema,
    response: z.array(pileMaterialUsageItemSchema),
  }),
  saveMaterialUsage: defineCall({
    method: 'POST',
    path: 'pile/material/usageSave',
    body: pileMaterialUsageSaveSchema,
    response: pileMaterialStockItemSchema,
  }),
  projectMaterials: defineCall({
    method: 'GET',
    path: 'project/material/list',
    query: projectMaterialListQuerySchema,
    response: z.array(projectMaterialItemSchema),
  }),
  updateProjectMaterial: defineCall({
    method: 'POST',
    path: 'project/material/update',
    body: projectMaterialUpdateSchema,
    response: pileMaterialStockItemSchema,
  }),

  // ---- the spec catalogue's names over the same records (docs/domains/pile.md, docs/domains/project.md) ----
  postList: defineCall({
    method: 'POST',
    path: 'concretePile/postList',
    body: pileListBodySchema,
    response: pilePageSchema,
  }),
  process: defineCall({
    method: 'GET',
    path: 'concretePile/process',
    query: kitIdQuerySchema,
    response: pileProcessSchema,
  }),
  images: defineCall({
    method: 'GET',
    path: 'concretePile/images',
    query: kitIdQuerySchema,
    response: z.array(pileImageSchema),
  }),
  recordingList: defineCall({
    method: 'POST',
    path: 'projectRecording/list',
    body: pileListBodySchema,
    response: pilePageSchema,
  }),
  recordingDetail: defineCall({
    method: 'POST',
    path: 'projectRecording/detail',
    body: pileIdBodySchema,
    response: pileDetailSchema,
  }),
  constructionRegister: defineCall({
    method: 'GET',
    path: 'project/constructionRegister/detail',
    query: kitProjectQuerySchema,
    response: pileAcceptanceMainInfoSchema,
  }),
  pileData: defineCall({
    method: 'GET',
    path: 'project/pileData/list',
    query: kitProjectQuerySchema,
    response: z.array(pileGroupItemSchema),
  }),
};

/** pileAcceptanceDataSheet/* (docs/domains/pile.md): the acceptance data sheet of one pile. */
export const pileAcceptanceCalls = {
  itemEnum: defineCall({
    method: 'GET',
    path: 'pileAcceptanceDataSheet/getAcceptanceItemEnum',
    query: pileTypeQuerySchema,
    response: z.array(pileAcceptanceItemEnumSchema),
  }),
  mainInfo: defineCall({
    method: 'GET',
    path: 'pileAcceptanceDataSheet/getMainInfo',
    query: kitProjectQuerySchema,
    response: pileAcceptanceMainInfoSchema,
  }),
  info: defineCall({
    method: 'GET',
    path: 'pileAcceptanceDataSheet/getInfo',
    query: kitIdQuerySchema,
    response: pileDetailSchema,
  }),
  data: defineCall({
    method: 'GET',
    path: 'pileAcceptanceDataSheet/getPileAcceptanceData',
    query: kitIdQuerySchema,
    response: pileAcceptanceDataSchema,
  }),
  save: defineCall({
    method: 'POST',
    path: 'pileAcceptanceDataSheet/insertOrUpdatePileAcceptanceData',
    body: pileAcceptanceSaveSchema,
    response: pileAcceptanceDataSchema,
  }),
  pdf: defineCall({
    method: 'GET',
    path: 'pileAcceptanceDataSheet/pdf',
    query: kitIdQuerySchema,
    response: 'file',
  }),
};

/**
 * The spec catalogue's older names for pile calls (docs/domains/pile.md, concrete piles and pile machine):
 * the same call — schemas, guard and handler — at a second path; the pile module registers each alias
 * from its original's route.
 */
export const pileLegacyCalls = {
  plan: aliasCall(pileCalls.plan, 'concretePile/plan'),
  savePlan: aliasCall(pileCalls.savePlan, 'concretePile/plan'),
  groups: aliasCall(pileCalls.groups, 'concretePile/pileType'),
  saveGroup: aliasCall(pileCalls.saveGroup, 'concretePile/pileType'),
  saveNumbers: aliasCall(pileCalls.saveNumbers, 'concretePile/numberConfig'),
  previewNumbers: aliasCall(pileCalls.previewNumbers, 'concretePile/numberConfig/preview'),
  detail: aliasCall(pileCalls.detail, 'concretePile/detail'),
  pdf: aliasCall(pileAcceptanceCalls.pdf, 'concretePile/pdf'),
  machines: aliasCall(pileCalls.machines, 'pileMachine/list'),
};
