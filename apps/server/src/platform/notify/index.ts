// Notifications: the collaboration inbox's message table, `notify` (what the flow engine, rectification,
// warnings, projects and suppliers send) and the unread count. The inbox pages stay in modules/collaboration.
export { message } from './message.table';
export { localized, type NoticeKey, type NoticeParams, noticeMessage } from './notice.messages';
export {
  type NewNotification,
  notice,
  noticeText,
  notify,
  unreadMessageCount,
  unreadMessageCountColumn,
} from './notify';
