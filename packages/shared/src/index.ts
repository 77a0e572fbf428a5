export * from './access';
export * from './constants';
export * from './contract';
export * from './domain/gb50300';
export * from './domain/output-notice';
export * from './domain/project-audit';
export * from './validators';
