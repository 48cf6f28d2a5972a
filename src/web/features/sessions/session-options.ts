// How a session is set up on Meet Your Character: mode, timer and language, carried in the page's URL so the
// Roleplay Mode dialog's choice arrives and a reload keeps what was changed.
import { DEFAULT_SESSION_LANGUAGE, SESSION_LANGUAGES, SESSION_TIME_LIMIT_MAX_MINUTES, type SessionLanguage } from '@shared/contracts/conversations-constants.ts';
import { type ROLEPLAY_MODES } from '@shared/contracts/scenarios-constants.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';

export type RoleplayMode = (typeof ROLEPLAY_MODES)[number];

export interface SessionOptions {
  mode: RoleplayMode;
  /** Null: no time limit. */
  minutes: number | null;
  language: SessionLanguage;
}

export { DEFAULT_SESSION_LANGUAGE };

/** A whole number of minutes from 1 to 120, or null for anything else (no limit). */
export function parseMinutes(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value.trim())) return null;
  const minutes = Number(value.trim());
  return minutes >= 1 && minutes <= SESSION_TIME_LIMIT_MAX_MINUTES ? minutes : null;
}

/**
 * Reads the URL's `mode`, `minutes` and `language`; speech, no limit and `defaultLanguage` (the persona's, else English)
 * unless it says otherwise.
 */
export function sessionOptionsFromSearch(params: URLSearchParams, defaultLanguage: SessionLanguage = DEFAULT_SESSION_LANGUAGE): SessionOptions {
  const language = params.get('language');
  return {
    mode: params.get('mode') === 'text' ? 'text' : 'speech',
    minutes: parseMinutes(params.get('minutes')),
    language: (SESSION_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as SessionLanguage) : defaultLanguage,
  };
}

/** The URL's query for these options; the default language (the persona's, else English) is left out. */
export function sessionOptionsToSearch(options: SessionOptions, defaultLanguage: SessionLanguage = DEFAULT_SESSION_LANGUAGE): URLSearchParams {
  const params = new URLSearchParams({ mode: options.mode });
  if (options.minutes !== null) params.set('minutes', String(options.minutes));
  if (options.language !== defaultLanguage) params.set('language', options.language);
  return params;
}

/** How many credits are missing to start a session; 0 when the balance is enough. */
export function missingCredits(balance: number, cost = SESSION_CREDIT_COST): number {
  return Math.max(0, cost - balance);
}
