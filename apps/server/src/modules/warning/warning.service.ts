// The warning workflows live in warning-*.service.ts (configuration, the abnormal list, notification); this
// name re-exports what the routes, the seed and the server start import from it.
export { abnormalPage, collectAbnormal, filterAbnormal } from './warning-abnormal.service';
export { updateWarningConfig, warningConfig } from './warning-config.service';
export { markWarningsTold, WARNING_SWEEP_QUEUE } from './warning-notify.service';
