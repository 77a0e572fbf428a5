import { browserEffects } from '../../api/effects';
import { createClient } from '../../api/request';

// The site page's requests (docs/domains/site.md#offline-outbox): errors stay quiet — no toast for every lost
// signal, no jump to the server-error page mid form; the home shows what it kept, the outbox marks the record
// 需处理 with the server's message. A lost session still logs out as everywhere. The request layer alone, not
// the typed client: the home's first load carries no contracts or zod (docs/domains/site.md#load-time).
export const quiet = createClient({ effects: { ...browserEffects, notify: () => {}, navigate: () => {} } });
