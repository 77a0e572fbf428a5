// Notifications: the collaboration inbox's message table, `notify` (what the flow engine, rectification,
// warnings, projects and suppliers send) and the unread count. The inbox pages stay in modules/collaboration.
export { message } from './message.table';
export { type NewNotification, notify, unreadMessageCount, unreadMessageCountColumn } from './notify';
