// What the session pages need without zod (a session's languages and longest timer): the session setup imports this;
// conversations.ts holds the schemas.

/** The longest timer a session may have, in minutes; no timer means no limit. */
export const SESSION_TIME_LIMIT_MAX_MINUTES = 120;
/** Languages a session is held in: what the browser listens for and the voice speaks. */
export const SESSION_LANGUAGES = ['en-US', 'id-ID'] as const;
export type SessionLanguage = (typeof SESSION_LANGUAGES)[number];
export const SESSION_LANGUAGE_LABELS: Record<SessionLanguage, string> = { 'en-US': 'English (US)', 'id-ID': 'Indonesian' };
export const DEFAULT_SESSION_LANGUAGE: SessionLanguage = 'en-US';

/**
 * The language a character practises in, read from its persona's (or brief's) free-text language ("Bahasa Indonesia",
 * "Indonesian", "id-ID"): Indonesian when it names it, else English, the one other language sessions are held in.
 */
export function practiceLanguageOf(languageText: unknown): SessionLanguage {
  return typeof languageText === 'string' && /indonesia|bahasa|^\s*id(?:-id)?\s*$/i.test(languageText) ? 'id-ID' : DEFAULT_SESSION_LANGUAGE;
}
