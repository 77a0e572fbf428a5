// Signed records (docs/domains/signature.md, README.md here): the platform's Ed25519 key, versions of a
// record signed by each party in turn, the per-project hash chain and verification, and PDF signing.
export * from './canonical';
export * from './chain';
export * from './pdf-sign';
export * from './registry';
export * from './signature.messages';
export * from './signature.service';
export * from './signature.table';
export * from './signing-key';
