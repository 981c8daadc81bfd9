export * from './auth';
export * from './board';
export * from './common';
export * from './fields';
export * from './kanban';
export * from './paths';
export * from './realtime';
export * from './item';
