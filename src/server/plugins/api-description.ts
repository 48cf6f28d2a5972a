// The published API description (/docs/json): what @fastify/swagger builds from the route schemas, completed in one
// place with what every route shares: its operationId, how it authenticates, and the refusals the infrastructure
// answers whatever the route (validation, sign-in, cross-site, rate limit, server fault).
// Edit this file when a plugin starts answering a new status on every route, or the way callers authenticate changes.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { COOKIE_NAMES } from '../../shared/contracts/users-constants.ts';
import { ErrorSchema } from '../../shared/contracts/errors.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A success answer that is not JSON (a text stream, a file), which a zod `response` schema cannot describe: its
     * status (200 unless said), media types (ranges such as `audio/*` when the type is the stored file's own) and words,
     * and the statuses it refuses with the JSON error (a zod `response` map would type the reply as JSON).
     */
    nonJsonAnswer?: {
      status?: number;
      mediaTypes: readonly string[];
      description: string;
      errorStatuses?: readonly number[];
      /** Other successful answers of the same types (206 for a byte range). */
      alsoStatuses?: readonly number[];
    };
  }
}

/** Either scheme is enough: the auth plugin reads the `Authorization: Bearer` header first, then the cookie. */
const SIGNED_IN: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `GET /persona/:id/usage` → `getPersonaByIdUsage`: stable, unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** The statuses the app's plugins may answer on this route, beside those its own schema declares. */
function infrastructureStatuses(method: string, schema: Record<string, unknown>, config: { public?: boolean; serverToServer?: boolean; rateLimit?: unknown }): number[] {
  const statuses: number[] = [];
  const hasBody = BODY_METHODS.has(method);
  // The validator (plugins/errors.ts), and for a body the JSON parser: 400 with the field's message.
  if (hasBody || schema.params || schema.querystring || schema.headers) statuses.push(400);
  // plugins/auth.ts: a protected route without a valid token.
  if (!config.public) statuses.push(401);
  // plugins/auth.ts: a state-changing request from another origin, or (without PUBLIC_URL) any request to a host name
  // that is not the server's.
  if (!config.serverToServer) statuses.push(403);
  // Fastify's body limit and content-type parsers.
  if (hasBody) statuses.push(413, 415);
  // Fastify's router: a path parameter longer than maxParamLength (plugins/errors.ts answerFrameworkError).
  if (schema.params) statuses.push(414);
  if (config.rateLimit) statuses.push(429);
  statuses.push(500);
  return statuses;
}

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/** Completes one route's schema, then lets fastify-type-provider-zod turn its zod schemas into JSON Schema. */
export const apiDescriptionTransform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const schema = (input.schema ?? {}) as RouteSchema;
  if (schema.hide) return jsonSchemaTransform(input);
  const method = [input.route.method].flat()[0]!.toUpperCase();
  const config = (input.route.config ?? {}) as { public?: boolean; serverToServer?: boolean; rateLimit?: unknown };
  const { nonJsonAnswer, ...rest } = schema as RouteSchema & Pick<FastifySchema, 'nonJsonAnswer'>;
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of [...(nonJsonAnswer?.errorStatuses ?? []), ...infrastructureStatuses(method, schema, config)]) response[status] ??= ErrorSchema;
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { operationId: operationIdOf(method, input.url), security: config.public ? [] : SIGNED_IN, ...rest, response },
  });
  const responses = transformed.schema.response as Record<string, { description?: string }>;
  // A 204 and a redirect have no body: @fastify/swagger leaves out the content of a `type: 'null'` answer (zod's z.null() becomes a nullable string for OpenAPI 3.0).
  for (const status of ['204', '302']) {
    if (responses[status]) responses[status] = { type: 'null', description: responses[status].description ?? STATUS_CODES[status] ?? 'No content' } as { description: string };
  }
  // An answer without words of its own reads as its status's name ("Not Found") rather than "Default Response".
  for (const [status, answer] of Object.entries(responses)) answer.description ??= STATUS_CODES[status] ?? `Status ${status}`;
  if (nonJsonAnswer) {
    // @fastify/swagger takes a response that already has `content` as it is.
    const content = Object.fromEntries(nonJsonAnswer.mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }]));
    for (const status of [nonJsonAnswer.status ?? 200, ...(nonJsonAnswer.alsoStatuses ?? [])]) (responses as Record<string, unknown>)[status] = { description: nonJsonAnswer.description, content };
  }
  return transformed;
};

/** The options app.ts registers @fastify/swagger with. */
export const apiDescriptionOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Engram API',
      version: '0.1.0',
      description: 'Rehearse workplace conversations with AI characters, and keep a digital twin for your heirs.',
    },
    // The API is served by the same origin as the web client, at the root (shared/api-prefixes.ts lists its paths).
    servers: [{ url: '/', description: 'This server' }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from /users/login or /users/refresh.' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: COOKIE_NAMES.accessToken, description: 'The httpOnly access-token cookie that login sets.' },
      },
    },
  },
  transform: apiDescriptionTransform,
};
