export * from './account';
export * from './company';
export * from './envelope';
export * from './health';
export * from './notice';
export * from './pagination';
