// What the rubric route tests share: the app (one per test file, as every file has its own database), a signed-in
// person, the create call, and a whole edited rubric for the edit routes.
import { expect } from 'vitest';
import type { RubricContent, UpdateRubricInput } from '../../../shared/contracts/rubrics.ts';
import { buildFile, buildRubric } from '../../test/builders.ts';
import { registerAndLogin, useTestApp, waitForJobStatus } from '../../test/test-app.ts';

export const TEST_ENV = { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '1000' };
export const DISCOVERY = { name: 'Discovery call', description: 'A first call with a prospect to uncover needs, pain and next steps.' };

export const LEVELS = { Excellent: '85-100', Solid: '60-84', Weak: '0-59' };
export const describeLevels = (what: string) => ({ Excellent: `Always ${what}.`, Solid: `Mostly ${what}.`, Weak: `Rarely ${what}.` });

/** A whole edited rubric, valid unless `change` breaks it. */
export function editedRubric(id: string, change: Partial<UpdateRubricInput> = {}): Record<string, unknown> {
  return {
    id,
    rubric_title: 'Hospital renewal call',
    description: 'Grades how the supplier wins back a sceptical hospital buyer.',
    criteria: [
      { criterion_name: 'Acknowledging the late delivery', weight: 40, performance_levels: describeLevels('owns the late delivery') },
      { criterion_name: 'Proposing a fixed delivery slot', weight: 35, performance_levels: describeLevels('offers a fixed Monday slot') },
      { criterion_name: 'Agreeing a written follow-up', weight: 25, performance_levels: describeLevels('promises the written plan by Friday') },
    ],
    performance_levels_summary: LEVELS,
    scoring_guide: { 'How to score': 'Pick the level each criterion reached.' },
    pass_mark: 75,
    ...change,
  };
}

/** Call inside a `describe`: starts the app on `url` (everyone may create) and answers the calls the tests make. */
export function useRubricRoutes(url: string | undefined) {
  const ctx = useTestApp(url, TEST_ENV);

  async function signUp(app = ctx.app) {
    const session = await registerAndLogin(app);
    const me = await app.inject({ method: 'GET', url: '/users/me', headers: { cookie: session.cookies } });
    return { ...session, userId: me.json().user.id as string };
  }

  const inject = (method: 'GET' | 'POST' | 'DELETE', path: string, cookies: string, payload?: object, app = ctx.app) =>
    app.inject({ method, url: path, headers: { cookie: cookies }, ...(payload ? { payload } : {}) });

  async function addReadyFile(userId: string, filename: string, text: string, context = ctx) {
    return (await buildFile(context.database.db, { userId, filename, extractedText: text })).id;
  }

  async function createRubric(cookies: string, payload: object, app = ctx.app) {
    const accepted = await inject('POST', '/rubrics/create', cookies, payload, app);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const { jobId } = accepted.json() as { jobId: string };
    const status = await waitForJobStatus(app, `/rubrics/job-status-create/${jobId}`, cookies);
    return { jobId, status };
  }

  /** A rubric of the person's own, written straight to the database. */
  async function ownRubric() {
    const session = await signUp();
    const row = await buildRubric(ctx.database.db, { userId: session.userId });
    return { ...session, rubricId: row.id, content: row.content as RubricContent };
  }

  const update = (cookies: string, payload: object) => inject('POST', '/rubrics/update', cookies, payload);

  return { ctx, signUp, inject, addReadyFile, createRubric, ownRubric, update };
}
