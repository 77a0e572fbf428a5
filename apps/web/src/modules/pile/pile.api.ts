import {
  type CallBody,
  type CallQuery,
  commonCalls,
  type PileAcceptanceSave,
  type PileAmend,
  type PileGroupSave,
  type PileMachineAssign,
  type PileMachineSave,
  type PileNumberConfig,
  type PileRecordSave,
  type PileSetOut,
  pileAcceptanceCalls,
  pileCalls,
} from '@zhuji/shared';
import { call, download, upload } from '../../api/call';
import type { Query } from '../../api/request';

/** The pile calls of apps/server/src/modules/pile (declared in @zhuji/shared pileCalls). */
export const pileApi = {
  groups: (projectId: number) => call(pileCalls.groups, { query: { proId: projectId } }),
  saveGroup: (body: PileGroupSave) => call(pileCalls.saveGroup, { body }),
  preview: (body: PileNumberConfig) => call(pileCalls.previewNumbers, { body }),
  saveNumbers: (body: PileNumberConfig) => call(pileCalls.saveNumbers, { body }),
  list: (query: CallQuery<typeof pileCalls.list>) => call(pileCalls.list, { query }),
  grid: (projectId: number) => call(pileCalls.grid, { query: { proId: projectId } }),
  statistics: (projectId: number) => call(pileCalls.statistics, { query: { proId: projectId } }),
  detail: (id: number) => call(pileCalls.detail, { query: { id } }),
  save: (body: PileRecordSave) => call(pileCalls.save, { body }),
  amend: (body: PileAmend) => call(pileCalls.amend, { body }),
  photo: (body: CallBody<typeof pileCalls.photo>) => call(pileCalls.photo, { body }),
  uploadImage: (projectId: number, file: Blob) => upload(commonCalls.uploadImage, file, { proId: projectId }),
  confirm: (id: number) => call(pileCalls.confirm, { body: { id } }),
  export: (query: CallQuery<typeof pileCalls.export>) => download(pileCalls.export, query),
  abnormals: (projectId: number, page: number, limit: number) =>
    call(pileCalls.abnormals, { query: { proId: projectId, page, limit } }),
  rectify: (id: number) => call(pileCalls.rectify, { body: { id } }),
  addAbnormal: (body: PileAbnormalAdd) => call(pileCalls.addAbnormal, { body }),
  materialInfo: (id: number) => call(pileCalls.materialInfo, { query: { id } }),
  materialStock: (projectId: number) => call(pileCalls.materialStock, { query: { proId: projectId } }),
  saveMaterialUsage: (body: CallBody<typeof pileCalls.saveMaterialUsage>) =>
    call(pileCalls.saveMaterialUsage, { body }),
  inspectionBlock: (id: number) => call(pileCalls.inspectionBlock, { query: { id } }),
  slurryBlock: (id: number) => call(pileCalls.slurryBlock, { query: { id } }),
};

export const siteApi = {
  machines: (projectId: number) => call(pileCalls.machines, { query: { proId: projectId } }),
  saveMachine: (body: PileMachineSave) => call(pileCalls.saveMachine, { body }),
  assignMachine: (body: PileMachineAssign) => call(pileCalls.assignMachine, { body }),
  completion: (projectId: number) => call(pileCalls.completion, { query: { proId: projectId } }),
  spotCheck: (body: CallBody<typeof pileCalls.spotCheck>) => call(pileCalls.spotCheck, { body }),
  spotChecks: (projectId: number, page: number, limit: number) =>
    call(pileCalls.spotChecks, { query: { proId: projectId, page, limit } }),
  spotCheckDetail: (id: number) => call(pileCalls.spotCheckDetail, { query: { id } }),
  spotCheckResult: (body: CallBody<typeof pileCalls.spotCheckResult>) =>
    call(pileCalls.spotCheckResult, { body }),
};

/** The site plan (apps/server/src/modules/pile/pile-layout.routes.ts). */
export const layoutApi = {
  list: (projectId: number) => call(pileCalls.layout, { query: { proId: projectId } }),
  template: (projectId: number) => download(pileCalls.layoutTemplate, { proId: projectId }),
  import: (projectId: number, file: Blob) => upload(pileCalls.layoutImport, file, { proId: projectId }),
  setOut: (body: PileSetOut) => call(pileCalls.setOut, { body }),
};

export const planApi = {
  list: (projectId: number, from: string, to: string) =>
    call(pileCalls.plan, { query: { proId: projectId, from, to } }),
  save: (projectId: number, days: { date: string; plannedPiles: number }[]) =>
    call(pileCalls.savePlan, { body: { projectId, days } }),
};

export const pileKeys = {
  all: ['pile'] as const,
  groups: (projectId: number) => ['pile', 'groups', projectId] as const,
  list: (query: Query) => ['pile', 'list', query] as const,
  statistics: (projectId: number) => ['pile', 'statistics', projectId] as const,
  detail: (id: number) => ['pile', 'detail', id] as const,
  materialInfo: (id: number) => ['pile', 'detail', id, 'material'] as const,
  materialStock: (projectId: number) => ['pile', 'materialStock', projectId] as const,
  inspectionBlock: (id: number) => ['pile', 'detail', id, 'blocks'] as const,
  slurryBlock: (id: number) => ['pile', 'detail', id, 'slurryBlocks'] as const,
  layout: (projectId: number) => ['pile', 'layout', projectId] as const,
  abnormals: (projectId: number, page: number) => ['pile', 'abnormals', projectId, page] as const,
};

/** pileAcceptanceDataSheet/* (apps/server/src/modules/pile/pile-acceptance.routes.ts). */
export const acceptanceApi = {
  data: (id: number) => call(pileAcceptanceCalls.data, { query: { id } }),
  save: (body: PileAcceptanceSave) => call(pileAcceptanceCalls.save, { body }),
  pdf: (id: number) => download(pileAcceptanceCalls.pdf, { id }),
};

export type PileAbnormalAdd = CallBody<typeof pileCalls.addAbnormal>;
