import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { AiError, type AiErrorKind } from '../ai/ai-error.ts';
import { registerErrorHandler } from './errors.ts';

describe('[ERRORS] an AI engine failure answered at the route edge', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get<{ Params: { kind: AiErrorKind } }>('/fail/:kind', async (request) => {
    throw new AiError(`The engine ${request.params.kind}.`, true, request.params.kind);
  });
  app.get('/fail-default', async () => {
    throw new AiError('The AI model could not complete the request.', false);
  });
  afterAll(() => app.close());

  it.each([
    ['failed', 502],
    ['busy', 503],
    ['timeout', 504],
  ] as const)('answers a %s engine with %i and its message', async (kind, status) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: `The engine ${kind}.` });
  });

  it('takes an AI error without a kind as a failure of the engine (502)', async () => {
    const response = await app.inject({ method: 'GET', url: '/fail-default' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'The AI model could not complete the request.' });
  });
});
