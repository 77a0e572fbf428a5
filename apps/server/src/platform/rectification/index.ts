// Rectification (整改): creating one from any inspection (createRectification, in the caller's
// transaction), replying, checking, escalating overdue ones and restarting, and the rectification table.
// The rectification pages are modules/rectification.
export * from './rectification.messages';
export * from './rectification.service';
export * from './rectification.table';
