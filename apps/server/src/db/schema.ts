// Every table of the application, for drizzle-kit and the typed query API.
export { appUser, loginNonce, session, smsCode, smsOutbox } from '../modules/account/account.table';
export { company } from '../modules/company/company.table';
export { publicNotice } from '../modules/notice/notice.table';
export { project, projectMember } from '../modules/project/project.table';
export { menu, role, roleMenu } from '../modules/role/role.table';
export { systemMeta } from '../platform/db/meta.table';
