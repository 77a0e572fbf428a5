import {
  accountCalls,
  type CallBody,
  type CallData,
  type CallQuery,
  commonCalls,
  curingCalls,
  type LabelFormat,
  specimenCalls,
  specimenChainCalls,
  witnessCalls,
} from '@zhuji/shared';
import { call, download, upload } from '../../api/call';

export type PourInput = CallBody<typeof specimenCalls.addPour>;
export type PourGroupInput = PourInput['groups'][number];
export type PileSpecimen = CallData<typeof specimenCalls.byPile>[number];

/** The calls of apps/server/src/modules/specimen (declared in @zhuji/shared specimenCalls). */
export const specimenApi = {
  pours: (proId: number) => call(specimenCalls.pours, { query: { proId } }),
  addPour: (body: PourInput) => call(specimenCalls.addPour, { body }),
  specimens: (proId: number) => call(specimenCalls.specimens, { query: { proId } }),
  labels: (proId: number, ids: number[]) => call(specimenCalls.labels, { query: { proId, ids } }),
  rate: (proId: number) => call(specimenCalls.rate, { query: { proId } }),
  unlinked: (proId: number) => call(specimenCalls.unlinked, { query: { proId } }),
  link: (id: number, pileId: number) => call(specimenCalls.link, { body: { id, pileId } }),
  unlink: (id: number) => call(specimenCalls.unlink, { body: { id } }),
  byPile: (pileId: number) => call(specimenCalls.byPile, { query: { pileId } }),
  evaluations: (proId: number) => call(specimenCalls.evaluations, { query: { proId } }),
  warnings: (proId: number) => call(specimenCalls.warnings, { query: { proId } }),
  labs: () => call(specimenCalls.labs),
  submitNumber: (proId: number) => call(specimenCalls.submitNumber, { query: { proId } }),
  /** The user's own switch: the notice with the submit number after a submission. */
  showSubmitNumber: (on: boolean) => call(accountCalls.saveSetting, { body: { showSubmitNumber: on } }),
  submit: (body: CallBody<typeof specimenCalls.submit>) => call(specimenCalls.submit, { body }),
  submissions: (query: CallQuery<typeof specimenCalls.submissions>) =>
    call(specimenCalls.submissions, { query }),
  detail: (id: number) => call(specimenCalls.detail, { query: { id } }),
  reportPdf: (id: number) => download(specimenCalls.reportPdf, { id }),
  receive: (id: number) => call(specimenCalls.receive, { body: { id } }),
  results: (body: CallBody<typeof specimenCalls.results>) => call(specimenCalls.results, { body }),
  uploadEvidence: (file: Blob) => upload(commonCalls.uploadImage, file, {}),
  report: (body: CallBody<typeof specimenCalls.report>) => call(specimenCalls.report, { body }),
  amend: (body: CallBody<typeof specimenCalls.amend>) => call(specimenCalls.amend, { body }),
  exportSubmissions: (proId: number) => download(specimenCalls.exportSubmissions, { proId }),
  exportSpecimens: (proId: number) => download(specimenCalls.exportSpecimens, { proId }),
  verify: (code: string) => call(specimenCalls.verify, { query: { code } }),
  // ---- witnessed sampling, labels and scanning (docs/domains/witness.md) ----
  appointedWitnesses: (proId: number, day: string) =>
    call(witnessCalls.appointed, { query: { proId, day, scope: 'concrete' } }),
  witnessPending: (proId: number) => call(specimenChainCalls.witnessPending, { query: { proId } }),
  witnessConfirm: (pourId: number) => call(specimenChainCalls.witnessConfirm, { body: { pourId } }),
  labelsPdf: (proId: number, ids: number[], format: LabelFormat) =>
    download(specimenChainCalls.labelsPdf, { proId, ids: ids.join(','), format }),
  scan: (code: string) => call(specimenChainCalls.scan, { query: { code } }),
  receiveByCode: (code: string) => call(specimenChainCalls.receiveByCode, { body: { code } }),
  /** 试块入室 after a receipt by scan offered several rooms (docs/domains/curing.md "Placed at receipt"). */
  placeInRoom: (roomId: number, specimenIds: number[]) =>
    call(curingCalls.assign, { body: { roomId, specimenIds, inAt: new Date().toISOString() } }),
};

export const specimenKeys = {
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
  witnesses: (p: number, day: string) => ['test-block', 'witnesses', p, day] as const,
  inbox: (p: number) => ['test-block', 'inbox', p] as const,
  scan: (code: string) => ['test-block', 'scan', code] as const,
};

/** A message whose key is built at run time (a status, a curing, a verdict). */
export const tk = (t: (...args: never[]) => unknown, key: string, options?: object): string =>
  (t as unknown as (k: string, o?: object) => string)(key, options);
