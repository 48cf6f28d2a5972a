// One place that turns every failure into an honest status code and a JSON `{ message }`.
// Bad input is always a 4xx; only real faults are 500, and those never leak internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AiError, type AiErrorKind } from '../ai/ai-error.ts';
import { pickLanguage, serverText, type ServerText } from '../i18n/server-text.ts';
import { HttpError } from '../lib/http-errors.ts';
import { isTranslated, translateMessage } from './error-messages.ts';

// An AI engine's failure as a route answers it: the engine failed or refused, is busy, or was too slow.
const AI_ERROR_STATUS: Record<AiErrorKind, number> = { failed: 502, busy: 503, timeout: 504 };

/** Where the errors plugin finds a signed-in caller's chosen language; set once the database is open. */
export interface AccountLanguages {
  find?: (userId: string) => Promise<string | null>;
}

// The language of a caller who chose one for their account, read only for a message that has another language.
async function accountLanguage(request: FastifyRequest, languages: AccountLanguages): Promise<string | null> {
  if (!request.auth || !languages.find) return null;
  return languages.find(request.auth.userId).catch((error: unknown) => {
    request.log.warn({ err: error }, 'could not read the account language of an error answer');
    return null;
  });
}

// The client reads `success` on the account routes, as the specification's login and register do.
async function localisedBody(request: FastifyRequest, written: string, languages: AccountLanguages, text?: ServerText) {
  // In the caller's language (i18n/server-text.ts): a keyed text from the catalogues, a common message by its English
  // (plugins/error-messages.ts); any other as written.
  const isWordable = text !== undefined || isTranslated(written);
  const language = isWordable ? pickLanguage({ account: await accountLanguage(request, languages), acceptLanguage: request.headers['accept-language'] }) : 'en';
  const message = text ? serverText(language, text.key, text.values) : translateMessage(written, language);
  return request.url.startsWith('/users') ? { success: false as const, message } : { message };
}

// An answer before any caller is known (the router's refusals): in the language the request asks for.
function body(request: FastifyRequest, written: string) {
  const message = translateMessage(written, pickLanguage({ acceptLanguage: request.headers['accept-language'] }));
  return request.url.startsWith('/users') ? { success: false as const, message } : { message };
}

function validationMessage(error: FastifyError & { validation: { instancePath: string; keyword: string; message?: string }[] }): string {
  const first = error.validation[0];
  if (!first) return 'The request is not valid.';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!field && first.keyword === 'invalid_type') return `The request ${error.validationContext ?? 'body'} must be a JSON object.`;
  const message = first.message ?? 'is not valid';
  // Messages written in the contracts already name their field; the library's defaults do not.
  return /^[A-Z]/.test(message) || !field ? message : `${field}: ${message}`;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
};

/**
 * Fastify's `frameworkErrors` option: the router's refusals (an address that is not valid UTF-8, a path parameter past
 * maxParamLength) never reach the error handler, and would otherwise answer Fastify's own body instead of `{ message }`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The address is not valid.';
  void reply.code(status).send(body(request, message));
}

export function registerErrorHandler(app: FastifyInstance, languages: AccountLanguages = {}): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ ...error.fields, ...(await localisedBody(request, error.message, languages, error.text)) });
    }
    if (error instanceof AiError) {
      return reply.code(AI_ERROR_STATUS[error.kind]).send(await localisedBody(request, error.message, languages));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(await localisedBody(request, validationMessage(error), languages));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // JSON syntax errors carry a SyntaxError-shaped code; map known framework codes to plain words.
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (error.name === 'SyntaxError' ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
        error.message;
      return reply.code(status).send(await localisedBody(request, message ?? 'The request is not valid.', languages));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(await localisedBody(request, 'Something went wrong on our side. Please try again.', languages));
  });
}
