// What the glossary route tests share: the app (one per test file, as every file has its own database), the calls
// the tests make, and the create call most start from.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { GlossaryJobResult, GlossaryListAnswer } from '../../../shared/contracts/glossaries.ts';
import { users } from '../../db/schema.ts';
import { waitForJobStatus, useTestApp } from '../../test/test-app.ts';

// Each test registers its own people; the default per-IP login limit would stop them.
export const TEST_ENV = { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '1000' };
export const SAMPLE_NAMES = ['Customer Service Glossary', 'Leadership Glossary', 'Sales Glossary', 'HR Glossary', 'Project Management Glossary'];

/** Call inside a `describe`: starts the app on `url` (everyone may create) and answers the calls the tests make. */
export function useGlossaryRoutes(url: string | undefined) {
  const ctx = useTestApp(url, TEST_ENV);

  const post = (path: string, cookies: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: path, headers: { cookie: cookies }, payload: payload as object });
  const get = (path: string, cookies: string) => ctx.app.inject({ method: 'GET', url: path, headers: { cookie: cookies } });
  const remove = (path: string, cookies: string) => ctx.app.inject({ method: 'DELETE', url: path, headers: { cookie: cookies } });
  const userIdOf = async (email: string) => {
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return user!.id;
  };

  async function listGlossaries(email: string, cookies: string): Promise<GlossaryListAnswer> {
    const response = await get(`/glossary/all/${encodeURIComponent(email)}`, cookies);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Creates a glossary through the route and its job, and answers the job's result. */
  async function createGlossary(cookies: string, payload: { name: string; glossary: string }) {
    const response = await post('/glossary/create', cookies, payload);
    expect(response.statusCode).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/glossary/job-status-create/${response.json().jobId}`, cookies);
    expect(status).toMatchObject({ jobStatus: 'Completed', failedReason: null });
    return (status.result as GlossaryJobResult).data;
  }

  return { ctx, post, get, remove, userIdOf, listGlossaries, createGlossary };
}
