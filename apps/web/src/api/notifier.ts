import { TIMING } from '@zhuji/shared';
import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

// The request layer runs outside React, so the App registers its context-aware message API here
// (themed and localised). What is reported before that happens waits for it: antd's static message
// API as a fallback would add its own code to the login route's first load.
let registered: MessageInstance | undefined;
let pending: string[] = [];

const show = (api: MessageInstance, content: string) =>
  void api.error({ content, duration: TIMING.MESSAGE_DURATION_MS / 1000 });

export function registerMessageApi(api: MessageInstance | undefined): void {
  registered = api;
  if (!api) return;
  const waiting = pending;
  pending = [];
  for (const content of waiting) show(api, content);
}

export function notifyError(content: string): void {
  if (registered) show(registered, content);
  else pending.push(content);
}
