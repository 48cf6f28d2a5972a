// Every table of the product, one file per feature in schema/; drizzle-kit reads this file to generate migrations
// (`npm run db:generate`).
export * from './schema/settings.ts';
export * from './schema/users.ts';
export * from './schema/files.ts';
export * from './schema/personas.ts';
export * from './schema/rubrics.ts';
export * from './schema/glossaries.ts';
export * from './schema/scenarios.ts';
export * from './schema/credits.ts';
export * from './schema/conversations.ts';
export * from './schema/twin.ts';
export * from './schema/jobs.ts';
export * from './schema/operator-settings.ts';
export * from './schema/ai-calls.ts';
export * from './schema/eval-runs.ts';
export * from './schema/limits.ts';
