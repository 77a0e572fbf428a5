export * from './access';
export * from './constants';
export * from './contract';
export * from './domain/output-notice';
export * from './validators';
