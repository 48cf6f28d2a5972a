// The history list's page size without zod, for the practice area's first load; reports.ts holds the schemas.
export const HISTORY_PAGE_DEFAULT_LIMIT = 20;
