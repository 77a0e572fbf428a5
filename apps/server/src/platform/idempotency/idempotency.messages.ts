import type { Language } from '@zhuji/shared';
import type { LocalizedText } from '../kit/messages';

// What a refused client id says (docs/domains/site.md#idempotent-writes).
export const IDEMPOTENCY_MESSAGES = {
  clientIdTaken: {
    zh: '该记录编号已用于另一条记录，请重新填写后提交',
    en: 'This record id was already used for another record; enter it again and send it',
    es: 'Este identificador ya se usó para otro registro; vuelva a introducirlo y envíelo',
  },
} as const satisfies Record<string, LocalizedText>;

export const idempotencyMessage = (key: keyof typeof IDEMPOTENCY_MESSAGES, lang: Language) =>
  IDEMPOTENCY_MESSAGES[key][lang];
