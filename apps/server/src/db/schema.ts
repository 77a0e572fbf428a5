// Every table of the application, for drizzle-kit and the typed query API.
export { publicNotice } from '../modules/notice/notice.table';
export { systemMeta } from '../platform/db/meta.table';
