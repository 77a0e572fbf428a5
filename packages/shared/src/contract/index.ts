export * from './envelope';
export * from './health';
export * from './notice';
export * from './pagination';
export * from './account';
