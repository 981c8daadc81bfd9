export * from './fieldTypes';
export * from './labels';
export * from './layout';
export * from './order';
export * from './permissions';
export * from './valueFormats';
export * from './wip';
