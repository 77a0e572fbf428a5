import { type RecordCalls, tenderCalls } from '@zhuji/shared';
import { call } from '../../api/call';

// Contracts and tenders of a sub-project (docs/domains/tender.md cons info): one record of each kind per
// project, read with detail and written with insert or update (declared in @zhuji/shared RecordCalls).

export const tenderApi = {
  options: () => call(tenderCalls.options),
  detail: (api: RecordCalls, proId: number) => call(api.detail, { query: { proId } }),
  insert: (api: RecordCalls, body: Record<string, unknown>) => call(api.insert, { body }),
  update: (api: RecordCalls, body: Record<string, unknown>) => call(api.update, { body }),
};

export const tenderKeys = {
  options: ['tender', 'options'] as const,
  record: (name: string, proId: number) => ['tender', name, proId] as const,
};
