export * from './account';
export * from './envelope';
export * from './health';
export * from './notice';
export * from './pagination';
