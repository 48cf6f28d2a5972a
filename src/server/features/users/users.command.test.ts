import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { openTestDatabase, TEST_AUTH_SECRET, TEST_DATABASES, registerAndLogin, uniqueEmail } from '../../test/test-app.ts';
import { runUsersCommand } from './users.command.ts';

function captureOutput() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, output: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) } };
}

/** A port nothing listens on: one the system handed out and took back. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(TEST_DATABASES)('[USERS CLI] reset-password on $name', ({ url }) => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'engram-users-cli-'));
    env = {
      LOG_LEVEL: 'silent',
      AUTH_SECRET: TEST_AUTH_SECRET,
      WEB_DIR: './.tmp/no-web-build',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      PUBLIC_URL: 'https://engram.example.test',
      ...(url ? { DATABASE_URL: url } : {}),
    };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /**
   * Runs `work` against the app on the command's database, then closes both, so the command can open it next.
   * `started` reads the lines the app printed at its start.
   */
  async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>, started?: (announced: string[]) => void): Promise<T> {
    const config = loadConfig(env);
    if (config.databaseUrl) await openTestDatabase(config.databaseUrl).then((opened) => opened.close());
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const announced: string[] = [];
    const app = await buildApp(config, { database, filesDir: join(dataDir, 'files'), announce: (line) => announced.push(line) });
    try {
      await app.ready();
      started?.(announced);
      return await work(app);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('prints a one-time link that sets a new password, for the account with that e-mail', async () => {
    const email = uniqueEmail('operator-made');
    await withApp((app) => registerAndLogin(app, { email }));

    const { lines, output } = captureOutput();
    expect(await runUsersCommand(['reset-password', `  ${email.toUpperCase()} `], output, env)).toBe(0);
    expect(lines.error).toEqual([]);
    expect(lines.log[0]).toBe(`Password-reset link for ${email} (works once, within 60 minutes):`);
    const link = new URL(lines.log[1]!);
    expect(`${link.origin}${link.pathname}`).toBe('https://engram.example.test/auth/reset-password');
    const token = link.searchParams.get('token')!;

    await withApp(async (app) => {
      const reset = await app.inject({ method: 'POST', url: '/users/password/reset', payload: { token, password: 'chosen by the person' } });
      expect(reset.statusCode).toBe(200);
      const again = await app.inject({ method: 'POST', url: '/users/password/reset', payload: { token, password: 'a second try here' } });
      expect(again.statusCode).toBe(400);
      const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email, password: 'chosen by the person' } });
      expect(login.statusCode).toBe(200);
    });
    // Two starts of the app on a database in a folder (migrations, samples) and the command's own opening of it.
  }, 120_000);

  it('promotes the account with that e-mail to administrator, printing one line; a start after it prints no setup code', async () => {
    const email = uniqueEmail('first-operator');
    await withApp(async (app) => {
      await registerAndLogin(app, { email });
      const status = await app.inject({ method: 'GET', url: '/users/admin-setup', headers: { cookie: (await login(app, email)).cookies } });
      expect(status.json()).toMatchObject({ hasAdmin: false });
    });

    const { lines, output } = captureOutput();
    expect(await runUsersCommand(['promote', ` ${email.toUpperCase()} `], output, env)).toBe(0);
    expect(lines).toEqual({ log: [`Sam Rivera (${email}) is now an administrator.`], error: [] });
    const again = captureOutput();
    expect(await runUsersCommand(['promote', email], again.output, env)).toBe(0);
    expect(again.lines.log).toEqual([`Sam Rivera (${email}) was already an administrator.`]);

    await withApp(async (app) => {
      const { cookies } = await login(app, email);
      expect((await app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } })).json().permissions.isAdmin).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: cookies } })).statusCode).toBe(200);
    }, (announced) => expect(announced).toEqual([]));
  }, 120_000);

  it('says so when no account has the e-mail', async () => {
    const { lines, output } = captureOutput();
    const email = uniqueEmail('nobody');
    expect(await runUsersCommand(['reset-password', email], output, env)).toBe(1);
    expect(lines.error).toEqual([`No account has the e-mail ${email}.`]);
    expect(lines.log).toEqual([]);
    const promote = captureOutput();
    expect(await runUsersCommand(['promote', email], promote.output, env)).toBe(1);
    expect(promote.lines.error).toEqual([`No account has the e-mail ${email}. Register it first, then promote it.`]);
  });
});

/** Signs `email` in with registerAndLogin's password. */
async function login(app: Awaited<ReturnType<typeof buildApp>>, email: string) {
  const answer = await app.inject({ method: 'POST', url: '/users/login', payload: { email, password: 'correct horse battery' } });
  return { cookies: answer.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

describe('[USERS CLI] usage and refusals', () => {
  const USAGE = /Usage: npm run users -- reset-password <email>/;
  it.each([
    [[], 2, 'log', USAGE],
    [['help'], 0, 'log', USAGE],
    [['rename', 'a@example.com'], 2, 'error', /^Unknown command "rename"\./],
    [['reset-password'], 2, 'error', /^Missing the e-mail address\./],
    [['reset-password', 'a@example.com', 'b@example.com'], 2, 'error', /^Give one e-mail address only\./],
    [['reset-password', 'not-an-email'], 2, 'error', /^Enter a valid email address\.$/],
    [['promote'], 2, 'error', /^Missing the e-mail address\.[\s\S]*Usage: npm run users -- promote <email>/],
    [['promote', 'not-an-email'], 2, 'error', /^Enter a valid email address\.$/],
  ] as const)('%j exits %i', async (args, code, stream, message) => {
    const { lines, output } = captureOutput();
    expect(await runUsersCommand(args, output, { DATA_DIR: 'memory://' })).toBe(code);
    expect(lines[stream].join('\n')).toMatch(message);
  });
});
