import { describe, expect, it } from 'vitest';
import { ApiContract, ApiContractError } from './api-contract.ts';

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const PERSONA = { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string', nullable: true } }, required: ['id', 'name'], additionalProperties: false };
const contract = new ApiContract({
  paths: {
    '/persona/{id}': { get: { responses: { 200: json(PERSONA), 404: json({ type: 'object', properties: { message: { type: 'string' } }, required: ['message'] }) } } },
    '/persona/create': { get: { responses: { 200: json({ type: 'object', properties: { created: { type: 'boolean' } }, required: ['created'] }) } } },
    '/twin/export': { get: { responses: { 200: { content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } } } } },
    '/speech/synthesize': { post: { responses: { 200: { content: { 'audio/*': {} } } } } },
    '/twin': { delete: { responses: { 204: {} } } },
  },
});
const ID = '6f1c2b8e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const answer = (statusCode: number, body: unknown, contentType = 'application/json; charset=utf-8') => ({
  statusCode,
  headers: { 'content-type': contentType },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('[APP] answers checked against the API description', () => {
  it('accepts an answer that matches its status\'s schema, nullable fields included', () => {
    expect(() => contract.check('GET', `/persona/${ID}?x=1`, answer(200, { id: ID, name: null }))).not.toThrow();
    expect(() => contract.check('GET', `/persona/${ID}`, answer(404, { message: 'Persona not found.' }))).not.toThrow();
  });

  it('names the route, the status and the field of an answer off its schema', () => {
    expect(() => contract.check('GET', `/persona/${ID}`, answer(200, { id: 'not-a-uuid', name: 5 }))).toThrow(/GET \/persona\/\{id\} answered 200 off its description: id must match format "uuid"; name must be string/);
    expect(() => contract.check('GET', `/persona/${ID}`, answer(200, { id: ID, name: 'A', extra: 1 }))).toThrow(/must NOT have additional properties \(extra\)/);
  });

  it('refuses a status the operation does not declare', () => {
    expect(() => contract.check('GET', `/persona/${ID}`, answer(409, { message: 'Conflict' }))).toThrow(ApiContractError);
    expect(() => contract.check('GET', `/persona/${ID}`, answer(409, { message: 'Conflict' }))).toThrow(/GET \/persona\/\{id\} answered 409, a status its description does not declare \(declared: 200, 404\)/);
  });

  it('prefers a literal path over a parameter', () => {
    expect(() => contract.check('GET', '/persona/create', answer(200, { created: true }))).not.toThrow();
    expect(() => contract.check('GET', '/persona/create', answer(200, { id: ID, name: 'A' }))).toThrow(/GET \/persona\/create/);
  });

  it('checks other answers by their media type only', () => {
    expect(() => contract.check('GET', '/twin/export', answer(200, 'PK\u0003\u0004', 'application/zip'))).not.toThrow();
    expect(() => contract.check('GET', '/twin/export', answer(200, 'hello', 'text/plain'))).toThrow(/as "text\/plain", where its description declares application\/zip/);
    expect(() => contract.check('POST', '/speech/synthesize', answer(200, 'RIFF', 'audio/wav'))).not.toThrow();
    expect(() => contract.check('POST', '/speech/synthesize', answer(200, { ok: true }))).toThrow(/declares audio\/\*/);
    expect(() => contract.check('DELETE', '/twin', { statusCode: 204, headers: {}, body: '' })).not.toThrow();
  });

  it('leaves paths and methods the description does not list to their own tests', () => {
    expect(() => contract.check('GET', '/events', answer(200, 'retry: 3000', 'text/event-stream'))).not.toThrow();
    expect(() => contract.check('POST', `/persona/${ID}`, answer(404, { message: 'Not found' }))).not.toThrow();
  });
});
