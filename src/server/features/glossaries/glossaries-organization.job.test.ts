// The create job checks the author's membership again just before it stores a glossary in an organisation's library:
// a person removed while the job waited adds nothing to it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PermanentJobError } from '../../jobs/define-job.ts';
import { signedInCaller, TEST_DATABASES } from '../../test/test-app.ts';
import { LEFT_ORGANIZATION_MESSAGE } from '../library/library-items.ts';
import { createGlossaryJob } from './create-glossary.job.ts';
import { useGlossaryRoutes } from './glossaries.test-helpers.ts';

describe.each(TEST_DATABASES)('[GLOSSARY] the create job and organisations on $name', ({ url }) => {
  const { ctx, userIdOf } = useGlossaryRoutes(url);

  it('stores the glossary in the organisation for a member, and nothing for someone who is not (or no longer) one', async () => {
    const owner = await signedInCaller(ctx.app, 'Olivia Owner');
    const created = await owner.call('POST', '/organizations', { name: 'Acme Growers' });
    expect(created.statusCode).toBe(201);
    const organizationId = created.json().id as string;
    const outsider = await signedInCaller(ctx.app, 'Oscar Outsider');
    const context = { db: ctx.database.db, attempt: 0 } as unknown as Parameters<typeof createGlossaryJob.run>[1];
    const payload = (userId: string) => ({ userId, organizationId, glossaryId: randomUUID(), name: 'Greenhouse words', content: 'Drip line: a hose that waters each plant' });

    const stored = await createGlossaryJob.run(payload(await userIdOf(owner.email)), context);
    expect(stored.data.organization_id).toBe(organizationId);

    const refused = createGlossaryJob.run(payload(await userIdOf(outsider.email)), context);
    await expect(refused).rejects.toThrow(PermanentJobError);
    await expect(refused).rejects.toThrow(LEFT_ORGANIZATION_MESSAGE);
  });
});
