import {
  commonCalls,
  MATERIAL_RECEIPT_SORT_FIELDS,
  materialReceiptCreateSchema,
  materialReceiptFiltersSchema,
  materialReceiptItemSchema,
  materialReceiptUpdateSchema,
  pileCalls,
  rectificationCalls,
  resourceCalls,
  specimenCalls,
} from '@zhuji/shared';
import { createCalls } from '../../api/call';
import { browserEffects } from '../../api/effects';
import { createClient } from '../../api/request';
import type { SiteCallKey, SiteTransport } from './outbox/sender';

// The sender's transport over the typed client (docs/domains/site.md#offline-outbox). A background send must
// not toast every lost signal nor jump to the server-error page mid form: errors stay quiet here and the
// outbox shows them on the record (需处理 with the server's message).
const quiet = createClient({ effects: { ...browserEffects, notify: () => {}, navigate: () => {} } });
const { call, upload } = createCalls(quiet);
/** Reads of the site page: no toast when the phone has no signal (it then shows what it kept). */
export const quietCall = call;

const receiptCalls = resourceCalls('material/receive', {
  item: materialReceiptItemSchema,
  create: materialReceiptCreateSchema,
  update: materialReceiptUpdateSchema,
  filters: materialReceiptFiltersSchema,
  sortFields: MATERIAL_RECEIPT_SORT_FIELDS,
});

// The bodies were built by the site forms from the same contracts; the outbox keeps them as plain JSON.
// biome-ignore lint/suspicious/noExplicitAny: a stored body is re-checked by the server's schema
type Stored = any;
const POSTS: Record<SiteCallKey, (body: Stored) => Promise<unknown>> = {
  pileSave: (body) => call(pileCalls.save, { body }),
  pilePhoto: (body) => call(pileCalls.photo, { body }),
  pourAdd: (body) => call(specimenCalls.addPour, { body }),
  reform: (body) => call(rectificationCalls.reform, { body }),
  receiptAdd: (body) => call(receiptCalls.add, { body }),
};

export const siteTransport: SiteTransport = {
  post: (key, body) => POSTS[key](body),
  upload: (blob, name, query) => {
    const form = new FormData();
    form.append('file', blob, name);
    return upload(commonCalls.uploadImage, form, query);
  },
};
