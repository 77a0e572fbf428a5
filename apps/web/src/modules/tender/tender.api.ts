import type { TenderOptions } from '@zhuji/shared';
import { get, post } from '../../api/request';

// Contracts and tenders of a sub-project (spec §7.6, §7.7 cons info): one record of each kind per
// project, read with detail and written with insert or update.

export interface RecordApi {
  /** GET path answering the record of a project, or null. */
  detail: string;
  insert: string;
  update: string;
}

export const tenderApi = {
  options: () => get<TenderOptions>('tender/options'),
  detail: <T>(api: RecordApi, proId: number) => get<T | null>(api.detail, { proId }),
  insert: <T>(api: RecordApi, body: Record<string, unknown>) => post<T>(api.insert, body),
  update: <T>(api: RecordApi, body: Record<string, unknown>) => post<T>(api.update, body),
};

export const tenderKeys = {
  options: ['tender', 'options'] as const,
  record: (name: string, proId: number) => ['tender', name, proId] as const,
};
