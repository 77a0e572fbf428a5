import { type CallBody, type CallData, type CallQuery, type LabelFormat, materialCalls } from '@zhuji/shared';
import { call, download } from '../../api/call';

export type RegistrationItem = CallData<typeof materialCalls.registrations>['list'][number];
export type MaterialReport = CallData<typeof materialCalls.reports>['reports'][number];

type JointCategory = 'welding' | 'sleeve';
type Body<C extends keyof typeof materialCalls> = (typeof materialCalls)[C] extends infer T extends {
  body: unknown;
}
  ? CallBody<T & Parameters<typeof call>[0]>
  : never;

/** The calls of apps/server/src/modules/material-inspection (declared in @zhuji/shared materialCalls). */
export const materialApi = {
  option: () => call(materialCalls.option),
  piles: (projectId: number) => call(materialCalls.piles, { query: { proId: projectId } }),
  manufacturers: (projectId: number) => call(materialCalls.manufacturers, { query: { proId: projectId } }),
  statistics: (projectId: number) => call(materialCalls.statistics, { query: { proId: projectId } }),
  batches: (query: CallQuery<typeof materialCalls.batches>) => call(materialCalls.batches, { query }),
  batch: (id: number) => call(materialCalls.batch, { query: { id } }),
  addBatch: (body: Body<'addBatch'>) => call(materialCalls.addBatch, { body }),
  updateBatch: (body: Body<'updateBatch'>) => call(materialCalls.updateBatch, { body }),
  removeBatches: (ids: number[]) => call(materialCalls.removeBatches, { body: { ids } }),
  batchLabelsPdf: (proId: number, ids: number[], format: LabelFormat) =>
    download(materialCalls.batchLabelsPdf, { proId, ids: ids.join(','), format }),
  batchScan: (code: string) => call(materialCalls.batchScan, { query: { code } }),
  test: (body: Body<'test'>) => call(materialCalls.test, { body }),
  lots: (category: JointCategory, query: CallQuery<typeof materialCalls.welding.list>) =>
    call(materialCalls[category].list, { query }),
  /**
   * The lot form's values as entered (its specimen rows are loosely typed while being filled in); the
   * server's schema for the category is the check and names the field it refuses (422).
   */
  saveLot: (category: JointCategory, body: { id?: number } & Record<string, unknown>) =>
    call(materialCalls[category][body.id ? 'update' : 'add'], {
      body: body as CallBody<(typeof materialCalls)[JointCategory]['add']>,
    }),
  deleteLot: (category: JointCategory, id: number) => call(materialCalls[category].delete, { query: { id } }),
  jointLabelsPdf: (proId: number, ids: number[], format: LabelFormat) =>
    download(materialCalls.jointLabelsPdf, { proId, ids: ids.join(','), format }),
  jointScan: (code: string) => call(materialCalls.jointScan, { query: { code } }),
  concrete: (query: CallQuery<typeof materialCalls.concrete>) => call(materialCalls.concrete, { query }),
  registrations: (query: CallQuery<typeof materialCalls.registrations>) =>
    call(materialCalls.registrations, { query }),
  saveRegistration: (body: Body<'addRegistration'>) =>
    call(body.id ? materialCalls.updateRegistration : materialCalls.addRegistration, { body }),
  apply: (registrationId: number, comment: string) =>
    call(materialCalls.apply, { body: { registrationId, comment } }),
  reports: (registrationId: number) => call(materialCalls.reports, { body: { registrationId } }),
  concreteCheck: (body: Body<'concreteCheck'>) => call(materialCalls.concreteCheck, { body }),
};

export const materialKeys = {
  all: ['material-inspection'] as const,
  option: ['material-inspection', 'option'] as const,
  piles: (projectId: number) => ['material-inspection', 'piles', projectId] as const,
};
