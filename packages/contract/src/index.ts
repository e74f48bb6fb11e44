export * from './envelope.ts';
export * from './validation.ts';
export * from './languages.ts';
export * from './roles.ts';
export * from './statuses.ts';
export * from './vocabularies.ts';
export * from './api/auth.ts';
