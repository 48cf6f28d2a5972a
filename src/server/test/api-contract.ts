// Checks every answer a route test receives against the published API description (/docs/json): the status must be
// one the operation declares, a JSON answer must match that status's schema, and any other answer (a stream, a file)
// must carry one of its declared media types. startTestApp() wraps `app.inject` with it, so a route that answers
// off its contract fails the test that called it, naming the route, the status and the field.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

// ajv-formats is CommonJS: its default export arrives wrapped once more under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

interface MediaTypeObject {
  schema?: Record<string, unknown>;
}
interface ResponseObject {
  content?: Record<string, MediaTypeObject>;
}
interface OperationObject {
  responses?: Record<string, ResponseObject>;
}
interface ApiDescription {
  paths: Record<string, Record<string, OperationObject>>;
}

interface Operation {
  method: string;
  /** As the description writes it: `/persona/{id}`. */
  path: string;
  pattern: RegExp;
  /** Fewer parameters first, so `/persona/create` wins over `/persona/{id}`. */
  parameterCount: number;
  responses: Record<string, ResponseObject>;
}

export class ApiContractError extends Error {
  override name = 'ApiContractError';
}

/** The description's operations with their matchers and a compiled validator per JSON answer, built once. */
export class ApiContract {
  private readonly operations: Operation[];
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(description: ApiDescription) {
    addFormats(this.ajv);
    this.operations = Object.entries(description.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => {
          const names = [...path.matchAll(/\{[^}]+\}/g)];
          const source = path
            .split(/\{[^}]+\}/)
            .map((literal) => literal.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]+');
          return { method: method.toUpperCase(), path, pattern: new RegExp(`^${source}$`), parameterCount: names.length, responses: operation.responses ?? {} };
        }),
      )
      .sort((a, b) => a.parameterCount - b.parameterCount);
  }

  /** The documented operation a request reaches, or undefined for a path the description leaves out (/docs, /events, unknown paths). */
  operationOf(method: string, url: string): Operation | undefined {
    const path = new URL(url, 'http://localhost').pathname;
    return this.operations.find((operation) => operation.method === method.toUpperCase() && operation.pattern.test(path));
  }

  /** Throws an ApiContractError when `response` is not what the description promises for the request. */
  check(method: string, url: string, response: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>): void {
    const operation = this.operationOf(method, url);
    if (!operation) return;
    const route = `${operation.method} ${operation.path}`;
    const status = String(response.statusCode);
    const declared = operation.responses[status];
    if (!declared) {
      throw new ApiContractError(
        `${route} answered ${status}, a status its description does not declare (declared: ${Object.keys(operation.responses).join(', ')}). Body: ${response.body.slice(0, 300)}`,
      );
    }
    const contentType = String(response.headers['content-type'] ?? '');
    const mediaTypes = Object.keys(declared.content ?? {});
    if (mediaTypes.length === 0) {
      if (response.body.length > 0) throw new ApiContractError(`${route} answered ${status} with a body, where its description declares none.`);
      return;
    }
    const json = declared.content?.['application/json'];
    if (json && contentType.startsWith('application/json')) {
      this.checkJson(route, status, json.schema ?? {}, response.body);
      return;
    }
    if (!mediaTypes.some((mediaType) => mediaTypeMatches(mediaType, contentType))) {
      throw new ApiContractError(`${route} answered ${status} as "${contentType}", where its description declares ${mediaTypes.join(', ')}.`);
    }
  }

  private checkJson(route: string, status: string, schema: Record<string, unknown>, body: string): void {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new ApiContractError(`${route} answered ${status} as JSON, but its body is not JSON: ${body.slice(0, 200)}`);
    }
    const key = `${route} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    if (!validate(value)) {
      throw new ApiContractError(`${route} answered ${status} off its description: ${describeErrors(validate.errors ?? [])}. Body: ${body.slice(0, 300)}`);
    }
  }
}

function describeErrors(errors: ErrorObject[]): string {
  return errors
    .slice(0, 5)
    .map((error) => {
      const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(the answer)';
      const extra = error.keyword === 'additionalProperties' ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})` : '';
      return `${field} ${error.message ?? 'is not valid'}${extra}`;
    })
    .join('; ');
}

/** `text/plain` matches `text/plain; charset=utf-8`; `audio/*` and `*\/*` are ranges. */
function mediaTypeMatches(declared: string, contentType: string): boolean {
  const actual = contentType.split(';')[0]!.trim().toLowerCase();
  if (declared === '*/*') return actual.length > 0;
  if (declared.endsWith('/*')) return actual.startsWith(declared.slice(0, -1));
  return actual === declared.toLowerCase();
}

let contract: Promise<ApiContract> | undefined;

/** The contract of the test file's run, read from the first app that asks (every app publishes the same description). */
function contractOf(inject: FastifyInstance['inject']): Promise<ApiContract> {
  contract ??= Promise.resolve(inject({ method: 'GET', url: '/docs/json' })).then((response) => {
    if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return new ApiContract(response.json() as ApiDescription);
  });
  return contract;
}

/** Makes `app.inject` check every answer against the description (promise form; the chained form is left as it is). */
export function checkAnswersAgainstDescription(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(options);
    const { method, url } = typeof options === 'string' ? { method: 'GET', url: options } : { method: options.method ?? 'GET', url: urlOf(options) };
    (await contractOf(inject)).check(String(method), url, response);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined) return (inject as (...args: unknown[]) => unknown)(options, callback);
    return checked(options);
  }) as FastifyInstance['inject'];
}

function urlOf(options: InjectOptions): string {
  if (typeof options.url === 'string') return options.url;
  if (options.url) return options.url.pathname ?? '/';
  return options.path && typeof options.path === 'string' ? options.path : '/';
}
