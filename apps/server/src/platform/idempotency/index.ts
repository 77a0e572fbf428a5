// Idempotent site writes (docs/domains/site.md#idempotent-writes): a client-made id per record and photo.
export { clientWrite } from './client-write.table';
export { type ClientWriter, knownClientIds, oncePerClientId } from './idempotency';
