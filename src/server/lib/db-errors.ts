// Recognises PostgreSQL errors by their SQLSTATE, through the wrappers Drizzle and the drivers put around them.

function hasSqlState(error: unknown, code: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && current !== null && 'code' in current && (current as { code: unknown }).code === code) return true;
  }
  return false;
}

/** 23503: the row points at one that is gone, such as an upload finishing after its account or twin was deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

/** 23505: a unique index refused the row, such as a second evaluation while one runs. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}
