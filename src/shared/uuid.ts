// Whether a text is a UUID as the database's uuid columns hold them: an id from a path or a header is checked before a
// look-up, so a malformed one names nothing (a 404) rather than failing in the database.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}
