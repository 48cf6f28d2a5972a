import { describe, expect, it } from 'vitest';
import { ServerEventSchema } from './jobs.ts';
import { SERVER_EVENT_TYPES } from './jobs-constants.ts';

describe('ServerEventSchema', () => {
  it('lists every event type, which the web client listens for', () => {
    expect(SERVER_EVENT_TYPES).toEqual(['job', 'credits', 'eval-run', 'organizations', 'assignments', 'organization-credits']);
    expect(ServerEventSchema.options.map((option) => option.shape.type.value)).toEqual([...SERVER_EVENT_TYPES]);
  });

  it('reads each kind of event by its type', () => {
    expect(ServerEventSchema.parse({ type: 'job', jobId: 'j-1', queue: 'personas.generate', jobStatus: 'Completed' })).toMatchObject({ type: 'job' });
    expect(ServerEventSchema.parse({ type: 'credits', balance: 12 })).toEqual({ type: 'credits', balance: 12 });
  });

  it('refuses unknown types and malformed members', () => {
    expect(ServerEventSchema.safeParse({ type: 'unknown' }).success).toBe(false);
    expect(ServerEventSchema.safeParse({ type: 'credits', balance: -1 }).success).toBe(false);
    expect(ServerEventSchema.safeParse({ type: 'job', jobId: 'j-1' }).success).toBe(false);
  });
});
