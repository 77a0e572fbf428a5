import { type CallBody, commonCalls, witnessCalls } from '@zhuji/shared';
import { call, download, upload } from '../../api/call';

/** The calls of apps/server/src/modules/witness (declared in @zhuji/shared witnessCalls). */
export const witnessApi = {
  list: (proId: number) => call(witnessCalls.list, { query: { proId } }),
  candidates: (proId: number) => call(witnessCalls.candidates, { query: { proId } }),
  add: (body: CallBody<typeof witnessCalls.add>) => call(witnessCalls.add, { body }),
  revoke: (id: number, reason: string) => call(witnessCalls.revoke, { body: { id, reason } }),
  uploadLetter: (proId: number, file: Blob) => upload(commonCalls.uploadFile, file, { proId }),
  letter: (id: string) => download(commonCalls.download, { id }),
};

export const witnessKeys = {
  all: ['witness'] as const,
  list: (p: number) => ['witness', 'list', p] as const,
  candidates: (p: number) => ['witness', 'candidates', p] as const,
};
