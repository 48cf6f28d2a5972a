import { serverText, type ServerText } from '../i18n/server-text.ts';

/**
 * An error whose message is safe to show to the caller, with the status code it answers with, headers (such as
 * Retry-After) and `fields` the answer carries beside its `message` (declared in the route's response schema). Given a
 * catalogue key and values (`ServerText`), its `message` is the English and the errors plugin words it in the
 * caller's language.
 */
export class HttpError extends Error {
  /** The catalogue key and values the message was worded from, when it was. */
  readonly text: ServerText | undefined;

  constructor(
    readonly statusCode: number,
    message: string | ServerText,
    readonly headers: Record<string, string> = {},
    readonly fields: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : serverText('en', message.key, message.values));
    this.name = 'HttpError';
    this.text = typeof message === 'string' ? undefined : message;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const paymentRequired = (message: string | ServerText) => new HttpError(402, message);
export const forbidden = (message: string | ServerText = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message: string | ServerText = 'Not found.') => new HttpError(404, message);
/** 409; `fields` go beside the message, e.g. the report's `{ status, reason }`. */
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, {}, fields);
/** 429; with `retryAfterSeconds`, a Retry-After header saying when to try again (whole seconds, at least 1). */
export const tooManyRequests = (message: string | ServerText, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
