import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { GlossaryJobResult } from '../../../shared/contracts/glossaries.ts';
import { glossaries } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, waitForJobStatus, type TestContext } from '../../test/test-app.ts';
import { SAMPLE_GLOSSARIES } from './glossaries.seed.ts';
import { GLOSSARY_DELETED_REASON } from './update-glossary.job.ts';
import { useGlossaryRoutes } from './glossaries.test-helpers.ts';

describe.each(TEST_DATABASES)('[GLOSSARY] glossary routes on $name', ({ url }) => {
  const { ctx, post, listGlossaries, createGlossary } = useGlossaryRoutes(url);

  describe('update', () => {
    it('updates the glossary through a job and keeps its creation date', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const created = await createGlossary(cookies, { name: 'Support words', glossary: 'SLA: service level agreement' });

      const response = await post('/glossary/update', cookies, { id: created.id, name: ' Support vocabulary ', glossary: 'SLA: service level agreement\r\nFCR: first contact resolution ' });
      expect(response.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/glossary/job-status-update/${response.json().jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      expect(status.result).toEqual({
        data: { id: created.id, name: 'Support vocabulary', glossary: 'SLA: service level agreement\nFCR: first contact resolution', timestamp: created.timestamp, organization_id: null },
      });

      const { data } = await listGlossaries(account.email, cookies);
      expect(data.find((item) => item.id === created.id)).toEqual({
        id: created.id,
        name: 'Support vocabulary',
        glossary: 'SLA: service level agreement\nFCR: first contact resolution',
        timestamp: created.timestamp,
        organization_id: null,
        is_sample: false,
        can_change: true,
      });
    });

    it('answers 404 for another person’s glossary and for an unknown id, and changes nothing', async () => {
      const owner = await registerAndLogin(ctx.app);
      const created = await createGlossary(owner.cookies, { name: 'Mine', glossary: 'Term: definition' });
      const other = await registerAndLogin(ctx.app);

      const foreign = await post('/glossary/update', other.cookies, { id: created.id, name: 'Taken', glossary: 'Hijacked: yes' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Glossary not found.' });
      const unknown = await post('/glossary/update', other.cookies, { id: '00000000-0000-4000-8000-000000000000', name: 'X', glossary: 'Y: z' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Glossary not found.' });

      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, created.id));
      expect(stored).toMatchObject({ name: 'Mine', content: 'Term: definition' });
    });

    it('answers 403 for a sample glossary', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const sample = SAMPLE_GLOSSARIES[0]!;
      const response = await post('/glossary/update', cookies, { id: sample.id, name: 'Mine now', glossary: 'Term: definition' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Sample glossaries cannot be changed.' });
      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, sample.id));
      expect(stored?.name).toBe(sample.name);
    });

    it('ends the job Failed with a readable reason when the glossary was deleted before the job ran', async () => {
      const { status } = await updateWhileRowIsLockedThenDelete(ctx, url);
      expect(status).toEqual({ jobStatus: 'Failed', result: null, failedReason: GLOSSARY_DELETED_REASON });
    });
  });
});

/**
 * The app's workers pick the job up at once, so the glossary row is locked first:
 * whichever worker runs the job waits for the lock and then finds the row gone.
 */
async function updateWhileRowIsLockedThenDelete(ctx: TestContext, url: string) {
  const { cookies } = await registerAndLogin(ctx.app);
  const create = await ctx.app.inject({ method: 'POST', url: '/glossary/create', headers: { cookie: cookies }, payload: { name: 'Soon gone', glossary: 'Term: definition' } });
  const created = await waitForJobStatus(ctx.app, `/glossary/job-status-create/${create.json().jobId}`, cookies);
  const glossaryId = (created.result as GlossaryJobResult).data.id;

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select id from glossaries where id = $1 for update', [glossaryId]);
    const response = await ctx.app.inject({ method: 'POST', url: '/glossary/update', headers: { cookie: cookies }, payload: { id: glossaryId, name: 'Edited', glossary: 'Term: changed' } });
    expect(response.statusCode).toBe(202);
    await client.query('delete from glossaries where id = $1', [glossaryId]);
    await client.query('commit');
    return { status: await waitForJobStatus(ctx.app, `/glossary/job-status-update/${response.json().jobId}`, cookies) };
  } finally {
    await client.end();
  }
}
