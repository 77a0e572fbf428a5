import type {
  ConcreteCheckSave,
  ConcreteItem,
  JointLotItem,
  Page,
  RebarBatchDetail,
  RebarBatchItem,
  RebarBatchSave,
  RebarOption,
  RebarStatistics,
  RebarTestSave,
  RegistrationDetail,
  SleeveLotSave,
  WeldLotSave,
} from '@zhuji/shared';
import { get, post, type Query } from '../../api/request';

export type RegistrationItem = Omit<RegistrationDetail, 'rebar' | 'concrete'>;
export interface MaterialReport {
  type: 'rebar' | 'welding' | 'sleeve' | 'concrete';
  recordId: number;
  reportNo: string;
  subject: string;
  testDate: string | null;
  result: 'pending' | 'pass' | 'retest' | 'fail';
}

type In<T> = Partial<T> & Record<string, unknown>;

/** The calls of apps/server/src/modules/material-inspection/material-inspection.routes.ts. */
export const materialApi = {
  option: () => get<RebarOption>('inspection/rebar/option'),
  piles: (projectId: number) =>
    get<{ pileId: number; pileNo: string }[]>('inspection/rebar/pileOptions', { proId: projectId }),
  manufacturers: (projectId: number) => get<string[]>('inspection/rebar/manufacturer', { proId: projectId }),
  statistics: (projectId: number) =>
    get<RebarStatistics>('inspection/rebar/statisticsDetail', { proId: projectId }),
  batches: (query: Query) => get<Page<RebarBatchItem>>('inspection/rebar/list', query),
  batch: (id: number) => get<RebarBatchDetail>('inspection/rebar/detail', { id }),
  addBatch: (body: In<RebarBatchSave>) => post<RebarBatchDetail>('inspection/rebar/add', body),
  updateBatch: (body: In<RebarBatchSave>) => post<RebarBatchDetail>('inspection/rebar/update', body),
  removeBatches: (ids: number[]) => post<number>('inspection/rebar/remove', { ids }),
  test: (body: In<RebarTestSave>) => post<RebarBatchDetail>('inspection/rebar/test', body),
  lots: (category: 'welding' | 'sleeve', query: Query) =>
    get<Page<JointLotItem>>(`inspection/${category}/list`, query),
  saveLot: (category: 'welding' | 'sleeve', body: In<WeldLotSave> | In<SleeveLotSave>) =>
    post<JointLotItem>(`inspection/${category}/${body.id ? 'update' : 'add'}`, body),
  deleteLot: (category: 'welding' | 'sleeve', id: number) =>
    get<number>(`inspection/${category}/delete`, { id }),
  concrete: (query: Query) => get<Page<ConcreteItem>>('inspection/rebar/concreteList', query),
  registrations: (query: Query) => get<Page<RegistrationItem>>('registration/list', query),
  saveRegistration: (body: Record<string, unknown>) =>
    post<RegistrationDetail>(`registration/${body.id ? 'update' : 'add'}`, body),
  apply: (registrationId: number, comment: string) =>
    post<RegistrationDetail>('registration/apply', { registrationId, comment }),
  reports: (registrationId: number) =>
    post<{ registration: RegistrationItem; reports: MaterialReport[] }>('materialReceipt/getReportDetailQC', {
      registrationId,
    }),
  concreteCheck: (body: In<ConcreteCheckSave>) => post<ConcreteItem>('inspection/rebar/concreteCheck', body),
};

export const materialKeys = {
  all: ['material-inspection'] as const,
  option: ['material-inspection', 'option'] as const,
  piles: (projectId: number) => ['material-inspection', 'piles', projectId] as const,
};
