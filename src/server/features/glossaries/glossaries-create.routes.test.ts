import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GlossaryJobResult } from '../../../shared/contracts/glossaries.ts';
import { glossaries } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_GLOSSARIES, seedGlossaries } from './glossaries.seed.ts';
import { SAMPLE_NAMES, useGlossaryRoutes } from './glossaries.test-helpers.ts';

describe.each(TEST_DATABASES)('[GLOSSARY] glossary routes on $name', ({ url }) => {
  const { ctx, post, get, listGlossaries, createGlossary } = useGlossaryRoutes(url);

  describe('create and list', () => {
    it('creates a glossary through a job, normalising line endings and trimming, and lists it above the samples', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const response = await post('/glossary/create', cookies, {
        name: '  Negotiation terms  ',
        glossary: '\r\n  BATNA: best alternative to a negotiated agreement\r\nZOPA: zone of possible agreement\rAnchor: the first offer  \n\n',
        organization_id: account.email,
      });
      expect(response.statusCode).toBe(202);
      const { jobId } = response.json();
      expect(jobId).toEqual(expect.any(String));

      const status = await waitForJobStatus(ctx.app, `/glossary/job-status-create/${jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      expect(status.failedReason).toBeNull();
      const created = (status.result as GlossaryJobResult).data;
      expect(created).toEqual({
        id: expect.any(String),
        name: 'Negotiation terms',
        glossary: 'BATNA: best alternative to a negotiated agreement\nZOPA: zone of possible agreement\nAnchor: the first offer',
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        organization_id: null,
      });

      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, created.id));
      expect(stored).toMatchObject({ name: 'Negotiation terms', content: created.glossary, isSample: false });

      const { data } = await listGlossaries(account.email, cookies);
      expect(data[0]).toEqual({ ...created, is_sample: false, can_change: true });
      expect(data.filter((item) => item.is_sample).map((item) => item.name).sort()).toEqual([...SAMPLE_NAMES].sort());
      expect(data).toHaveLength(1 + SAMPLE_NAMES.length);
    });

    it('lists only the samples for someone new, newest first, and accepts the e-mail in any case', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const { data } = await listGlossaries(account.email.toUpperCase(), cookies);
      expect(data.map((item) => item.name).sort()).toEqual([...SAMPLE_NAMES].sort());
      for (const sample of data) {
        expect(sample.is_sample).toBe(true);
        const terms = sample.glossary.split('\n');
        expect(terms.length).toBeGreaterThanOrEqual(8);
        expect(terms.length).toBeLessThanOrEqual(15);
        for (const term of terms) expect(term).toMatch(/^[^:\n]+: \S/);
      }
    });

    it('keeps newest first when someone has several glossaries', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const first = await createGlossary(cookies, { name: 'First', glossary: 'A: one' });
      const second = await createGlossary(cookies, { name: 'Second', glossary: 'B: two' });
      const { data } = await listGlossaries(account.email, cookies);
      expect(data.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
      const timestamps = data.map((item) => item.timestamp);
      expect([...timestamps].sort().reverse()).toEqual(timestamps);
    });

    it('seeds the samples once, however often the app starts', async () => {
      await seedGlossaries(ctx.database.db);
      const rows = await ctx.database.db.select().from(glossaries).where(eq(glossaries.isSample, true));
      expect(rows.map((row) => row.id).sort()).toEqual(SAMPLE_GLOSSARIES.map((sample) => sample.id).sort());
      expect(rows.every((row) => row.userId === null)).toBe(true);
    });

    it('does not show one person’s glossaries to another', async () => {
      const owner = await registerAndLogin(ctx.app);
      const created = await createGlossary(owner.cookies, { name: 'Private terms', glossary: 'Secret: kept' });
      const other = await registerAndLogin(ctx.app);
      const { data } = await listGlossaries(other.account.email, other.cookies);
      expect(data.map((item) => item.id)).not.toContain(created.id);
    });
  });

  describe('line checks', () => {
    it('refuses content whose lines are not terms, naming the lines as written, on create and update', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const one = await post('/glossary/create', cookies, { name: 'Terms', glossary: 'SLA: service level agreement\n\nremember to smile\nFCR - first contact resolution' });
      expect(one.statusCode).toBe(400);
      expect(one.json()).toEqual({ message: 'Line 3 is not a term: write it as “Term: definition”.' });

      const several = await post('/glossary/create', cookies, { name: 'Terms', glossary: '\njust words\nSLA: agreement\nmore words\nCSAT:' });
      expect(several.statusCode).toBe(400);
      expect(several.json()).toEqual({ message: 'Lines 2, 4 and 5 are not terms: write each as “Term: definition”.' });

      const created = await createGlossary(cookies, { name: 'Terms', glossary: 'SLA: agreement' });
      const update = await post('/glossary/update', cookies, { id: created.id, name: 'Terms', glossary: 'SLA: agreement\nno separator here' });
      expect(update.statusCode).toBe(400);
      expect(update.json()).toEqual({ message: 'Line 2 is not a term: write it as “Term: definition”.' });
      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, created.id));
      expect(stored?.content).toBe('SLA: agreement');
    });

    it('accepts every separator, bullets and blank lines', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createGlossary(cookies, { name: 'Separators', glossary: 'SLA: agreement\n\nChurn - leaving\n• Upsell — a bigger plan\nLead – interested person' });
      expect(created.glossary.split('\n')).toHaveLength(5);
    });
  });

  describe('job status', () => {
    it('answers 404 for another person’s job and for a job of the other kind', async () => {
      const owner = await registerAndLogin(ctx.app);
      const response = await post('/glossary/create', owner.cookies, { name: 'Owned job', glossary: 'Term: definition' });
      const { jobId } = response.json();
      await waitForJobStatus(ctx.app, `/glossary/job-status-create/${jobId}`, owner.cookies);

      const other = await registerAndLogin(ctx.app);
      const foreign = await get(`/glossary/job-status-create/${jobId}`, other.cookies);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Job not found.' });
      expect((await get(`/glossary/job-status-update/${jobId}`, owner.cookies)).statusCode).toBe(404);
      const malformed = await get('/glossary/job-status-create/not-a-job', owner.cookies);
      expect(malformed.statusCode).toBe(400);
    });
  });
});
