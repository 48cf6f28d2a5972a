// The operator's command against an embedded database on disk: twice as a person runs it (`npm run credits -- …`, which
// proves the program's wiring: its arguments, its output streams and its exit code), the rest by calling the command
// in this process with its arguments and its output captured, the same command without starting tsx each time.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { registerAndLogin, TEST_AUTH_SECRET, uniqueEmail } from '../../test/test-app.ts';
import { runCreditsCommand } from './credits.command.ts';

const run = promisify(execFile);

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

describe('[CREDITS] npm run credits -- grant', () => {
  let dataDir: string;
  let email: string;
  let requestId: string;
  let organizationId: string;

  beforeAll(async () => {
    // An embedded database on disk, with one account created through the app, as an operator would find it.
    dataDir = mkdtempSync(join(tmpdir(), 'engram-credits-cli-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', AUTH_SECRET: TEST_AUTH_SECRET, WEB_DIR: './.tmp/no-web-build', DATA_DIR: dataDir, WORKER: 'false' });
    const database = await openDatabase({ dataDir });
    const app = await buildApp(config, { database, filesDir: join(dataDir, 'files') });
    email = uniqueEmail('operator-grant');
    const { cookies } = await registerAndLogin(app, { email });
    const requested = await app.inject({ method: 'POST', url: '/credits/requests', headers: { cookie: cookies }, payload: { amount: 40, message: 'For the sales workshop' } });
    requestId = requested.json().data.id as string;
    const organization = await app.inject({ method: 'POST', url: '/organizations', headers: { cookie: cookies }, payload: { name: 'Dockside Sales' } });
    organizationId = organization.json().id as string;
    await app.close();
    await database.close();
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function commandEnv(): Record<string, string | undefined> {
    return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  }

  /** `npm run credits -- …` as its own process, which starts the embedded cluster for itself and stops it after. */
  async function creditsProgram(...args: string[]): Promise<CommandResult> {
    return run('npm', ['run', '--silent', 'credits', '--', ...args], { env: commandEnv() }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  }

  /** The same command called in this process: its lines as the program would print them, and the code it would exit with. */
  async function credits(...args: string[]): Promise<CommandResult> {
    const lines = { log: [] as string[], error: [] as string[] };
    const code = await runCreditsCommand(args, { log: (line) => lines.log.push(line), error: (line) => lines.error.push(line) }, commandEnv());
    const printed = (written: string[]) => written.map((line) => `${line}\n`).join('');
    return { code, stdout: printed(lines.log), stderr: printed(lines.error) };
  }

  it('adds the entry to the configured database and prints the new balance, and refuses an unknown e-mail on stderr', async () => {
    // 30 welcome credits were written by the app; the command adds to them in the same database.
    const result = await creditsProgram('grant', email, '25', 'Workshop', 'attendance');
    expect(result.stdout).toContain(`Added 25 credits to ${email}. New balance: 55.`);
    expect(result.code).toBe(0);
    const unknown = await creditsProgram('grant', 'nobody@example.com', '10');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail nobody@example.com.');
    expect(unknown.stdout).toBe('');
  }, 60_000);

  describe('called in process', () => {
    // The cluster stays up between the calls, as a running server's does: each call joins it (as the command does
    // beside a server) instead of starting and stopping PostgreSQL again; the two runs above started their own.
    let cluster: Database;
    beforeAll(async () => {
      cluster = await openDatabase({ dataDir });
    }, 60_000);
    afterAll(async () => {
      await cluster.close();
    });

    it("adds to an organisation's balance, found by its id or its exact name, and refuses one it cannot find", async () => {
      const byName = await credits('grant', '--organization', 'dockside sales', '20', 'Team', 'pilot');
      expect(byName.stdout).toContain('Added 20 credits to “Dockside Sales”. New balance: 20.');
      expect(byName.code).toBe(0);
      const byId = await credits('grant', '--organization', organizationId, '5');
      expect(byId.stdout).toContain('Added 5 credits to “Dockside Sales”. New balance: 25.');
      const unknown = await credits('grant', '--organization', 'Nobody Ltd', '5');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No organisation has the id or name “Nobody Ltd”.');
      const missing = await credits('grant', '--organization');
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('Missing the organisation and the amount.');
    }, 90_000);

    it('refuses an unknown e-mail and a bad amount with a clear message, changing nothing', async () => {
      const unknown = await credits('grant', 'nobody@example.com', '10');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account has the e-mail nobody@example.com.');
      const bad = await credits('grant', email, 'lots');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('The amount must be a whole number of credits from 1 to 1,000,000 (got "lots").');
      const usage = await credits('take', email, '10');
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run credits -- grant <email> <amount> [reason]');
      // The balance read by the next grant: 55 + 1, so the refused ones added nothing.
      const next = await credits('grant', email, '1');
      expect(next.stdout).toContain(`Added 1 credit to ${email}. New balance: 56.`);
    }, 60_000);

    it('lists the pending requests and grants one by its id, once', async () => {
      const listed = await credits('requests');
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(new RegExp(`^${requestId}  \\d{4}-\\d{2}-\\d{2}  ${email.replaceAll('.', '\\.')}  asks for 40 \\(balance \\d+\\) "For the sales workshop"$`, 'm'));
      const before = Number(/balance (\d+)/.exec(listed.stdout)![1]);

      const granted = await credits('grant-request', requestId);
      expect(granted.code).toBe(0);
      expect(granted.stdout).toContain(`Granted 40 credits. New balance: ${before + 40}.`);
      const again = await credits('grant-request', requestId);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('This request was already granted.');
      expect((await credits('requests')).stdout).toContain('No pending requests.');
      const bad = await credits('grant-request', 'nope');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('"nope" is not a request id');
    }, 90_000);
  });
});
