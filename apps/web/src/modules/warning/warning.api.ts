import type { AbnormalPage, WarningConfig, WarningConfigUpdate } from '@zhuji/shared';
import { download, get, post, type Query } from '../../api/request';

/** The calls of the early-warning pages (server module `warning`). */
export const warningApi = {
  abnormal: (query: Query) => get<AbnormalPage>('warning/abnormal/list', query),
  exportAbnormal: (query: Query) => download({ url: 'warning/abnormal/export', params: query }),
  config: (proId: number) => get<WarningConfig>('warning/config/list', { proId }),
  updateConfig: (body: WarningConfigUpdate) => post<WarningConfig>('warning/config/update', body),
};

export const warningKeys = {
  all: ['warning'] as const,
  abnormal: (query: object) => ['warning', 'abnormal', query] as const,
  config: (proId: number) => ['warning', 'config', proId] as const,
};
