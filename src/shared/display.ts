/** Display rules of the specification that both the web client and the server rely on. */

export const NICKNAME_DISPLAY_LIMIT = 20;

/**
 * Nicknames over 20 characters show as the first 9, an ellipsis and the last 3. Only where room is short: the header's
 * greeting and the chips beside it. A page heading shows the whole nickname (welcomeHeading).
 */
export function shortenNickname(nickname: string): string {
  const chars = Array.from(nickname);
  if (chars.length <= NICKNAME_DISPLAY_LIMIT) return nickname;
  return `${chars.slice(0, 9).join('')}...${chars.slice(-3).join('')}`;
}

/** The page heading's greeting: the whole nickname, however long; the page wraps it rather than cut a name. */
export function welcomeHeading(nickname: string | null | undefined): string {
  const name = nickname?.trim();
  return name ? `Welcome, ${name}` : 'Welcome';
}

/** Category values may arrive as an array whose items are comma-joined; each becomes its own trimmed tag. */
export function splitCategories(category: string | readonly string[] | null | undefined): string[] {
  if (category == null) return [];
  const items = typeof category === 'string' ? [category] : category;
  return items
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The date shown on cards: the first 10 characters of a timestamp. */
export function displayDate(timestamp: string | null | undefined): string {
  return (timestamp ?? '').slice(0, 10);
}

const EXCEPTION_PREFIX = /^(?:\s*(?:Uncaught\s+)?(?:[A-Z][A-Za-z]*)?(?:Error|Exception)\s*:\s*)+/;

/** Error text is shown without its exception prefix ("Error: ", "TypeError: ", "HttpException: "). */
export function stripExceptionPrefix(message: string): string {
  return message.replace(EXCEPTION_PREFIX, '').trim();
}
