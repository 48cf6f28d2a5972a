// Two instances starting at once on an empty PostgreSQL database (the first deploy with replicas) must both come up:
// migrations and pg-boss's queue set-up run under one advisory lock (db/client.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropDatabase } from '../test/postgres-databases.ts';
import { startTestApp, type TestContext } from '../test/test-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A new, empty database on the test server; answers its URL and how to drop it. */
async function createEmptyDatabase(baseUrl: string) {
  const name = `engram_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await dropDatabase(client, name).finally(() => client.end());
    },
  };
}

describe.skipIf(!adminUrl)('[JOBS] two instances starting at once on an empty PostgreSQL database', () => {
  it.each([1, 2])('both come up and serve (round %i)', async () => {
    const database = await createEmptyDatabase(adminUrl!);
    const started: TestContext[] = [];
    try {
      const outcomes = await Promise.allSettled([startTestApp(database.url), startTestApp(database.url)]);
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') started.push(outcome.value);
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ready'))).toEqual(['ready', 'ready']);
      for (const { app } of started) expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      for (const ctx of started) await ctx.close();
      await database.drop();
    }
  }, 120_000);
});
