import { type CallBody, type SignedRecordType, signatureCalls } from '@zhuji/shared';
import { call } from '../../api/call';

/** The calls of apps/server/src/modules/signature (declared in @zhuji/shared signatureCalls). */
export const signatureApi = {
  record: (type: SignedRecordType, id: number) => call(signatureCalls.record, { query: { type, id } }),
  sign: (body: CallBody<typeof signatureCalls.sign>) => call(signatureCalls.sign, { body }),
};
