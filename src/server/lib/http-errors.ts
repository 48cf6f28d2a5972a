/**
 * An error whose message is safe to show to the caller, with the status code it answers with, headers (such as
 * Retry-After) and `fields` the answer carries beside its `message` (declared in the route's response schema).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
/** 409; `fields` go beside the message, e.g. the report's `{ status, reason }`. */
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, {}, fields);
/** 429; with `retryAfterSeconds`, a Retry-After header saying when to try again (whole seconds, at least 1). */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
