export * from './access';
export * from './constants';
export * from './contract';
export * from './validators';
