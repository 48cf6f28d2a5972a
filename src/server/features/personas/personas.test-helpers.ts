// What the persona route tests share: the app (one per test file, as every file has its own database), a signed-in
// person, and the create and list calls most tests start from.
import { expect } from 'vitest';
import type { Persona, PersonaJobResult, PersonaListItem } from '../../../shared/contracts/personas.ts';
import { registerAndLogin, uniqueEmail, useTestApp, waitForJobStatus } from '../../test/test-app.ts';

export const SARAH_PROMPT = 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors';
export const MISSING_ID = '00000000-0000-4000-8000-000000000999';

/** Call inside a `describe`: starts the app on `url` (everyone may create) and answers the calls the tests make. */
export function usePersonaRoutes(url: string | undefined) {
  // Each file signs up many people from one address.
  const ctx = useTestApp(url, { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '100000' });

  const post = (path: string, payload: unknown, cookies: string) =>
    ctx.app.inject({ method: 'POST', url: path, payload: payload as object, headers: { cookie: cookies } });
  const get = (path: string, cookies: string) => ctx.app.inject({ method: 'GET', url: path, headers: { cookie: cookies } });

  async function signIn() {
    const session = await registerAndLogin(ctx.app, { email: uniqueEmail('persona') });
    const me = await get('/users/me', session.cookies);
    return { ...session, userId: me.json().user.id as string };
  }

  async function createPersona(cookies: string, payload: Record<string, unknown>): Promise<Persona> {
    const created = await post('/persona/create', payload, cookies);
    expect(created.statusCode).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/persona/job-status-create/${created.json().jobId}`, cookies);
    expect(status).toMatchObject({ jobStatus: 'Completed', failedReason: null });
    return (status.result as PersonaJobResult).data;
  }

  async function listPersonas(email: string, cookies: string): Promise<PersonaListItem[]> {
    const response = await get(`/persona/all/${encodeURIComponent(email)}`, cookies);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  return { ctx, post, get, signIn, createPersona, listPersonas };
}
