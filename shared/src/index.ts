export * from './api/index';
export * from './domain/index';
