import type {
  Lab,
  LotEvaluation,
  Page,
  PourItem,
  ReportVerify,
  SpecimenItem,
  SpecimenLabel,
  SubmitDetail,
  SubmitItem,
  TestBlockRate,
  TestBlockWarning,
  UnlinkedSpecimen,
} from '@zhuji/shared';
import { download, get, post } from '../../api/request';

export interface PourGroupInput {
  curing: 'standard' | 'same_condition';
  cubeSize: 100 | 150 | 200;
  ageDays: 28 | 60 | 90;
  witnessed: boolean;
  witnessName?: string;
}
export interface PourInput {
  proId: number;
  pileNos: string[];
  location: string;
  strengthGrade: string;
  plant: string;
  volumeM3: string;
  continuousHours: string;
  singleColumnSinglePile: boolean;
  pouredOn: string;
  groups: PourGroupInput[];
}
export type PileSpecimen = SpecimenItem & { reportNo: string | null; verifyCode: string | null };

/** The calls of apps/server/src/modules/inspection/inspection.routes.ts. */
export const testBlockApi = {
  pours: (proId: number) => get<PourItem[]>('inspection/pour/list', { proId }),
  addPour: (body: PourInput) =>
    post<{ pourId: number; specimens: SpecimenItem[] }>('inspection/pour/add', body),
  specimens: (proId: number) => get<SpecimenItem[]>('inspection/specimen/list', { proId }),
  labels: (proId: number, ids: number[]) =>
    get<SpecimenLabel[]>('inspection/specimen/labels', { proId, ids }),
  rate: (proId: number) => get<TestBlockRate>('inspection/testBlockRate', { proId }),
  unlinked: (proId: number) => get<UnlinkedSpecimen[]>('inspection/specimen/unlinked', { proId }),
  link: (id: number, pileId: number) => post<SpecimenItem>('inspection/specimen/link', { id, pileId }),
  unlink: (id: number) => post<{ removed: number }>('inspection/specimen/remove', { id }),
  byPile: (pileId: number) => get<PileSpecimen[]>('inspection/specimen/byPile', { pileId }),
  evaluations: (proId: number) => get<LotEvaluation[]>('inspection/evaluation/list', { proId }),
  warnings: (proId: number) => get<TestBlockWarning[]>('inspection/warning/list', { proId }),
  labs: () => get<Lab[]>('submit/labs'),
  submitNumber: (proId: number) => get<string>('submit/number', { proId }),
  submit: (body: { proId: number; labId: number; specimenIds: number[]; remark: string }) =>
    post<SubmitDetail>('submit/add', body),
  submissions: (params: { proId?: number; page: number; limit: number }) =>
    get<Page<SubmitItem>>('submit/list', params),
  detail: (id: number) => get<SubmitDetail>('submit/detail', { id }),
  receive: (id: number) => post<SubmitDetail>('submit/receive', { id }),
  results: (body: {
    id: number;
    results: { specimenId: number; strengths: [number, number, number]; testDate: string }[];
  }) => post<SubmitDetail>('submit/result', body),
  uploadEvidence: (file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return post<{ id: string; name: string }>('common/upload/image', form);
  },
  report: (body: { id: number; conclusion: string; evidenceFileId?: string }) =>
    post<SubmitDetail>('submit/report', body),
  amend: (body: { specimenId: number; strengths: [number, number, number]; reason: string }) =>
    post<SubmitDetail>('submit/amend', body),
  exportSubmissions: (proId: number) => download({ url: 'submit/export', params: { proId } }),
  exportSpecimens: (proId: number) => download({ url: 'inspection/export', params: { proId } }),
  verify: (code: string) => get<ReportVerify>('rebarEngineering/previewDetection', { code }),
};

export const testBlockKeys = {
  all: ['test-block'] as const,
  pours: (p: number) => ['test-block', 'pours', p] as const,
  specimens: (p: number) => ['test-block', 'specimens', p] as const,
  rate: (p: number) => ['test-block', 'rate', p] as const,
  unlinked: (p: number) => ['test-block', 'unlinked', p] as const,
  evaluations: (p: number) => ['test-block', 'evaluations', p] as const,
  warnings: (p: number) => ['test-block', 'warnings', p] as const,
  submissions: (p: number | 'lab', page: number) => ['test-block', 'submissions', p, page] as const,
  detail: (id: number) => ['test-block', 'detail', id] as const,
  pile: (id: number) => ['test-block', 'pile', id] as const,
};

/** A message whose key is built at run time (a status, a curing, a verdict). */
export const tk = (t: (...args: never[]) => unknown, key: string, options?: object): string =>
  (t as unknown as (k: string, o?: object) => string)(key, options);
