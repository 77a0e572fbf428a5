import { TIMING } from '@zhuji/shared';
import { type App, message as staticMessage } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

// The request layer runs outside React, so the App registers its context-aware message API here
// (themed and localised); the static API is only a fallback before that happens.
let registered: MessageInstance | undefined;

export function registerMessageApi(api: MessageInstance | undefined): void {
  registered = api;
}

export function notifyError(content: string): void {
  (registered ?? staticMessage).error({ content, duration: TIMING.MESSAGE_DURATION_MS / 1000 });
}
