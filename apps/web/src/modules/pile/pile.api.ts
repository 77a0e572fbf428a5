import type {
  Page,
  PileAbnormalItem,
  PileAcceptanceData,
  PileAcceptanceSave,
  PileCompletion,
  PileDetail,
  PileGroupItem,
  PileGroupSave,
  PileInspectionBlock,
  PileItem,
  PileLayout,
  PileMachineAssign,
  PileMachineItem,
  PileMachineSave,
  PileMaterialInfo,
  PileNumberConfig,
  PileNumberPreview,
  PilePlan,
  PilePositionImportResult,
  PileRecordSave,
  PileSetOut,
  PileSetOutResult,
  PileSlurryBlockDetail,
  PileSpotCheckDetail,
  PileSpotCheckSummary,
  PileStatistics,
  PileStatus,
} from '@zhuji/shared';
import { KIT_IMPORT, TIMING } from '@zhuji/shared';
import { download, get, post, type Query } from '../../api/request';

/** The pile calls of apps/server/src/modules/pile/pile.routes.ts. */
export const pileApi = {
  groups: (projectId: number) => get<PileGroupItem[]>('pile/group/list', { proId: projectId }),
  saveGroup: (body: PileGroupSave) => post<PileGroupItem>('pile/group/save', body),
  preview: (body: PileNumberConfig) => post<PileNumberPreview>('pile/numberConfig/preview', body),
  saveNumbers: (body: PileNumberConfig) =>
    post<{ created: number; existing: number }>('pile/numberConfig/save', body),
  list: (query: Query) =>
    get<Page<PileItem> & { nextCursor: string | null }>('pile/construction/list', query),
  grid: (projectId: number) =>
    get<{
      total: number;
      list: { id: number; pileNo: string; groupId: number; status: PileStatus; abnormal: boolean }[];
    }>('pile/construction/grid', { proId: projectId }),
  statistics: (projectId: number) => get<PileStatistics>('pile/construction/status', { proId: projectId }),
  detail: (id: number) => get<PileDetail>('pile/construction/detail', { id }),
  save: (body: PileRecordSave) => post<PileDetail>('pile/construction/save', body),
  amend: (body: Omit<PileRecordSave, 'complete'> & { reason: string }) =>
    post<PileDetail>('pile/construction/amend', body),
  photo: (body: { pileId: number; step: string; fileId: string }) =>
    post<PileDetail>('pile/construction/photo', body),
  uploadImage: (projectId: number, file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return post<{ id: string }>('common/upload/image', form, { params: { proId: projectId } });
  },
  confirm: (id: number) => post<PileDetail>('pile/construction/confirm', { id }),
  export: (query: Query) => download({ url: 'pile/construction/export', params: query }),
  abnormals: (projectId: number, page: number, limit: number) =>
    get<Page<PileAbnormalItem>>('pile/abnormal/list', { proId: projectId, page, limit }),
  rectify: (id: number) => post<PileAbnormalItem>('pile/abnormal/rectify', { id }),
  addAbnormal: (body: { pileId: number; kind: string; description: string }) =>
    post<PileAbnormalItem>('pile/abnormal/add', body),
  materialInfo: (id: number) => get<PileMaterialInfo>('pile/materialInfo', { id }),
  inspectionBlock: (id: number) => get<PileInspectionBlock>('pile/inspectionBlock', { id }),
  slurryBlock: (id: number) => get<PileSlurryBlockDetail>('pile/slurryBoredPileBlockDetail', { id }),
};

export const siteApi = {
  machines: (projectId: number) => get<PileMachineItem[]>('pile/machine/list', { proId: projectId }),
  saveMachine: (body: PileMachineSave) => post<PileMachineItem>('pileMachine/save', body),
  assignMachine: (body: PileMachineAssign) => post<PileMachineItem>('pileMachine/assign', body),
  completion: (projectId: number) => get<PileCompletion>('pile/completion/list', { proId: projectId }),
  spotCheck: (body: { projectId: number; count: number; seed?: string }) =>
    post<{
      id: number;
      seed: string;
      eligible: number;
      forced: string[];
      drawn: string[];
      selected: string[];
    }>('pile/spotCheck/random', body),
  spotChecks: (projectId: number, page: number, limit: number) =>
    get<Page<PileSpotCheckSummary>>('pile/spotCheck/list', { proId: projectId, page, limit }),
  spotCheckDetail: (id: number) => get<PileSpotCheckDetail>('pile/spotCheck/detail', { id }),
  spotCheckResult: (body: { itemId: number; result: 'pass' | 'fail'; finding?: string }) =>
    post<PileSpotCheckDetail>('pile/spotCheck/result', body),
};

/** The site plan (apps/server/src/modules/pile/pile-layout.routes.ts). */
export const layoutApi = {
  list: (projectId: number) => get<PileLayout>('pile/layout/list', { proId: projectId }),
  template: (projectId: number) => download({ url: 'pile/layout/template', params: { proId: projectId } }),
  import: (projectId: number, file: Blob) =>
    post<PilePositionImportResult>('pile/layout/import', file, {
      params: { proId: projectId },
      headers: { 'Content-Type': KIT_IMPORT.CONTENT_TYPE },
      timeout: TIMING.IMPORT_TIMEOUT_MS,
    }),
  setOut: (body: PileSetOut) => post<PileSetOutResult>('pile/layout/setOut', body),
};

export const planApi = {
  list: (projectId: number, from: string, to: string) =>
    get<PilePlan>('pile/plan/list', { proId: projectId, from, to }),
  save: (projectId: number, days: { date: string; plannedPiles: number }[]) =>
    post<PilePlan>('pile/plan/save', { projectId, days }),
};

export const pileKeys = {
  all: ['pile'] as const,
  groups: (projectId: number) => ['pile', 'groups', projectId] as const,
  list: (query: Query) => ['pile', 'list', query] as const,
  statistics: (projectId: number) => ['pile', 'statistics', projectId] as const,
  detail: (id: number) => ['pile', 'detail', id] as const,
  materialInfo: (id: number) => ['pile', 'detail', id, 'material'] as const,
  inspectionBlock: (id: number) => ['pile', 'detail', id, 'blocks'] as const,
  slurryBlock: (id: number) => ['pile', 'detail', id, 'slurryBlocks'] as const,
  layout: (projectId: number) => ['pile', 'layout', projectId] as const,
  abnormals: (projectId: number, page: number) => ['pile', 'abnormals', projectId, page] as const,
};

/** pileAcceptanceDataSheet/* (apps/server/src/modules/pile/pile-acceptance.routes.ts). */
export const acceptanceApi = {
  data: (id: number) => get<PileAcceptanceData>('pileAcceptanceDataSheet/getPileAcceptanceData', { id }),
  save: (body: PileAcceptanceSave) =>
    post<PileAcceptanceData>('pileAcceptanceDataSheet/insertOrUpdatePileAcceptanceData', body),
  pdf: (id: number) => download({ url: 'pileAcceptanceDataSheet/pdf', params: { id } }),
};
