import { type CallBody, type CallQuery, warningCalls } from '@zhuji/shared';
import { call, download } from '../../api/call';

/** The calls of the early-warning pages (declared in @zhuji/shared warningCalls). */
export const warningApi = {
  abnormal: (query: CallQuery<typeof warningCalls.abnormalList>) =>
    call(warningCalls.abnormalList, { query }),
  exportAbnormal: (query: CallQuery<typeof warningCalls.abnormalExport>) =>
    download(warningCalls.abnormalExport, query),
  config: (proId: number) => call(warningCalls.config, { query: { proId } }),
  updateConfig: (body: CallBody<typeof warningCalls.updateConfig>) =>
    call(warningCalls.updateConfig, { body }),
};

export const warningKeys = {
  all: ['warning'] as const,
  /** The abnormal lists of a project (useResourceList appends the params). */
  abnormal: (proId: number) => ['warning', 'abnormal', proId] as const,
  config: (proId: number) => ['warning', 'config', proId] as const,
};
