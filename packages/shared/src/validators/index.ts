export * from './decimal';
export * from './identity';
export * from './messages';
export * from './numbers';
export * from './personal-form';
export * from './rule';
