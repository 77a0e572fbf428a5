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
  siteHomeCalls,
  specimenCalls,
} from '@zhuji/shared';
import { createCalls } from '../../api/call';
import type { SiteCallKey, SiteTransport } from './outbox/sender';
import { quiet } from './site-request';

// The sender's transport over the typed client (docs/domains/site.md#offline-outbox), loaded when something is
// to be sent: quiet, so the outbox shows errors on the record (需处理 with the server's message).
const { call, upload } = createCalls(quiet);

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

/** The home's work through the typed client, when the answer site-boot.ts asked for is not there (site-data.ts). */
export const askHome = () => call(siteHomeCalls.home);
