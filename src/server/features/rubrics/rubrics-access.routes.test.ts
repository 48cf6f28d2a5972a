import { describe, expect, it } from 'vitest';
import type { RubricJobResult } from '../../../shared/contracts/rubrics.ts';
import { TEST_DATABASES, registerAndLogin, startTestApp, uniqueEmail } from '../../test/test-app.ts';
import { SAMPLE_RUBRICS } from './rubrics.seed.ts';
import { DISCOVERY, TEST_ENV, useRubricRoutes } from './rubrics.test-helpers.ts';

describe.each(TEST_DATABASES)('[RUBRICS] rubric routes on $name', ({ url }) => {
  const { ctx, signUp, inject, createRubric } = useRubricRoutes(url);

  describe('access', () => {
    it('answers 401 without a session', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/rubrics/all/a@example.com' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/rubrics/create', payload: DISCOVERY })).statusCode).toBe(401);
    });

    it('answers 403 for another person’s e-mail in the list path or as organization_id, and accepts one’s own in any case', async () => {
      const { cookies, account } = await signUp();
      const list = await inject('GET', `/rubrics/all/${uniqueEmail('stranger')}`, cookies);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ message: 'You can only use your own library.' });
      const create = await inject('POST', '/rubrics/create', cookies, { ...DISCOVERY, organization_id: uniqueEmail('stranger') });
      expect(create.statusCode).toBe(403);
      expect((await inject('POST', '/rubrics/create', cookies, { ...DISCOVERY, organization_id: account.email.toUpperCase() })).statusCode).toBe(202);
      expect((await inject('POST', '/rubrics/create', cookies, { ...DISCOVERY, organization_id: null })).statusCode).toBe(202);
    });

    it('answers 404 for another person’s job status and rubric, and shows samples to everyone', async () => {
      const owner = await signUp();
      const other = await signUp();
      const { jobId, status } = await createRubric(owner.cookies, DISCOVERY);
      const rubricId = (status.result as RubricJobResult).assessment.id;
      const job = await inject('GET', `/rubrics/job-status-create/${jobId}`, other.cookies);
      expect(job.statusCode).toBe(404);
      expect(job.json()).toEqual({ message: 'Job not found.' });
      const rubric = await inject('GET', `/rubrics/rubric/${rubricId}`, other.cookies);
      expect(rubric.statusCode).toBe(404);
      expect(rubric.json()).toEqual({ message: 'Rubric not found.' });
      expect((await inject('GET', `/rubrics/rubric/${crypto.randomUUID()}`, other.cookies)).statusCode).toBe(404);
      const sample = await inject('GET', `/rubrics/rubric/${SAMPLE_RUBRICS[0].id}`, other.cookies);
      expect(sample.statusCode).toBe(200);
      expect(sample.json().data).toMatchObject({ name: SAMPLE_RUBRICS[0].name, is_sample: true });
    });

    it('lets only the people in CREATOR_EMAILS create, while everyone may still read', async () => {
      const creatorEmail = uniqueEmail('creator');
      const restricted = await startTestApp(url, { ...TEST_ENV, CREATOR_EMAILS: `someone@example.com, ${creatorEmail.toUpperCase()}` });
      try {
        const outsider = await signUp(restricted.app);
        const refused = await inject('POST', '/rubrics/create', outsider.cookies, DISCOVERY, restricted.app);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toMatch(/not allowed to create/);
        expect((await inject('GET', `/rubrics/all/${outsider.account.email}`, outsider.cookies, undefined, restricted.app)).statusCode).toBe(200);

        const creator = await registerAndLogin(restricted.app, { email: creatorEmail });
        // Waits for the job too: closing the app while its worker holds a job would cut the job off.
        const { status } = await createRubric(creator.cookies, DISCOVERY, restricted.app);
        expect(status.jobStatus).toBe('Completed');
      } finally {
        await restricted.close();
      }
    });
  });
});
