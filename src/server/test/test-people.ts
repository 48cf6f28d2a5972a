// The people of route tests: unique addresses, registering and signing in, calling the API as someone, making an
// administrator as the operator's command does, and the ids of accounts for tests that write rows.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createAdminSetupRepository } from '../features/users/admin-setup.repository.ts';
import { useDescribeResource } from './describe-resource.ts';

/** What the helpers below need of a test app: the app and its database. */
type AppAndDatabase = { app: FastifyInstance; database: Pick<Database, 'db'> };

let counter = 0;
/** A unique e-mail per call, so tests never collide on a shared PostgreSQL database. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** Cookies set by a response, as a header value to send back. */
export function cookieHeader(response: LightMyRequestResponse, only?: string[]): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && (!only || only.includes(cookie.name)))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export async function registerAndLogin(app: FastifyInstance, overrides: { name?: string; email?: string; password?: string } = {}) {
  const account = { name: overrides.name ?? 'Sam Rivera', email: overrides.email ?? uniqueEmail(), password: overrides.password ?? 'correct horse battery' };
  const registered = await app.inject({ method: 'POST', url: '/users/register', payload: { ...account, method: 'email-password' } });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password: account.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { account, login, cookies: cookieHeader(login), body: login.json() as { accessToken: string; refreshToken: string } };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as the person these cookies sign in, or as nobody signed in (null). */
export function callerOf(app: FastifyInstance, cookies: string | null) {
  return (method: HttpMethod, path: string, payload?: object) =>
    app.inject({ method, url: path, headers: cookies ? { cookie: cookies } : {}, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
}

/** A new signed-in person named `name` (at `email`, else a unique address) and a way to call the API as them. */
export async function signedInCaller(app: FastifyInstance, name = 'Sam Rivera', email = uniqueEmail(name.split(' ')[0]!.toLowerCase())) {
  const { account, cookies } = await registerAndLogin(app, { name, email });
  return { name, email: account.email, cookies, call: callerOf(app, cookies) };
}

export type SignedInCaller = Awaited<ReturnType<typeof signedInCaller>>;

/** Makes the account with `email` an administrator as `npm run users -- promote` does (users.command.ts). */
export async function promoteToAdmin(database: Pick<Database, 'db'>, email: string): Promise<void> {
  if (!(await createAdminSetupRepository(database.db).promoteByEmail(email.trim().toLowerCase()))) throw new Error(`no user ${email} to promote`);
}

/** Registers and signs in an account, then makes it an administrator as the operator's command does. */
export async function registerAdmin(ctx: AppAndDatabase, overrides: Parameters<typeof registerAndLogin>[1] = {}) {
  const signedIn = await registerAndLogin(ctx.app, overrides);
  await promoteToAdmin(ctx.database, signedIn.account.email);
  return signedIn;
}

/**
 * Call inside a `describe`: signs in the administrator `adminEmail` (promoted as the operator's command does) and a
 * person who is not one, before its tests; their cookies.
 */
export function useAdminAndLearner(ctx: AppAndDatabase, adminEmail: string): { admin: string; learner: string } {
  return useDescribeResource(
    'The administrator and the learner',
    async () => ({ admin: (await registerAdmin(ctx, { email: adminEmail })).cookies, learner: (await registerAndLogin(ctx.app)).cookies }),
    () => Promise.resolve(),
  );
}

/** A new signed-in account with its user id, for tests that write rows for the person. */
export async function signUpPerson(ctx: AppAndDatabase) {
  const { account, cookies } = await registerAndLogin(ctx.app);
  return { account, cookies, userId: await userIdOf(ctx.database.db, account.email) };
}

/** The id of the account with this e-mail, for tests that write rows for it. */
export async function userIdOf(db: Database['db'], email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
