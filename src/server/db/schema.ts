// Every table of the product; drizzle-kit reads this file to generate migrations (`npm run db:generate`).
export * from './schema/settings.ts';
export * from './schema/users.ts';
export * from './schema/library.ts';
export * from './schema/scenarios.ts';
