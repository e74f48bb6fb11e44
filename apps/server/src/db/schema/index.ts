export * from './organisations.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './projects.ts';
export * from './outbox.ts';
