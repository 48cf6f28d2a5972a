import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TwinUsernameAvailability } from '../../../../shared/contracts/twin.ts';
import { TEST_DATABASES, registerAndLogin, uniqueEmail, useTestApp } from '../../../test/test-app.ts';

describe.each(TEST_DATABASES)('[TWIN] username availability on $name', ({ url }) => {
  const CHECKS_PER_MINUTE = 12;
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000', TWIN_USERNAME_CHECKS_PER_MINUTE: String(CHECKS_PER_MINUTE) });

  async function person(name: string) {
    const { cookies } = await registerAndLogin(ctx.app, { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()) });
    const check = (query: string) => ctx.app.inject({ method: 'GET', url: `/twin/username-availability${query}`, headers: { cookie: cookies } });
    const reserve = (username: string) => ctx.app.inject({ method: 'PATCH', url: '/twin', headers: { cookie: cookies }, payload: { username } });
    return { check, reserve };
  }

  it('says whether a username is free, someone else’s, the caller’s own or against the rule, as reserving it would', async () => {
    const owner = await person('Noor Haddad');
    const other = await person('Ivo Petrov');
    const name = `noor_${randomBytes(3).toString('hex')}`;

    const free = await other.check(`?u=${name}`);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ username: name, status: 'available', message: `@${name} is available.` } satisfies TwinUsernameAvailability);

    expect((await owner.reserve(name)).statusCode).toBe(200);
    // Typed with capitals and spaces, it is the same username.
    const taken = await other.check(`?u=${encodeURIComponent(`  ${name.toUpperCase()} `)}`);
    expect(taken.json()).toEqual({ username: name, status: 'taken', message: 'That username is taken. Try another one.' });
    // The check agrees with reserving: the taken name is refused.
    expect((await other.reserve(name)).statusCode).toBe(409);
    expect((await owner.check(`?u=${name}`)).json()).toMatchObject({ username: name, status: 'yours' });

    for (const bad of ['ab', 'a'.repeat(21), 'bad-name', 'with space', 'émile', '']) {
      const response = await other.check(`?u=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(200);
      expect(response.json(), bad).toMatchObject({ status: 'invalid', message: 'Username must be 3–20 characters: lowercase letters a–z, digits 0–9 and _.' });
    }
  });

  it('answers 400 without `u` or with an absurdly long one, and 401 without a sign-in', async () => {
    const someone = await person('Lea Brandt');
    const missing = await someone.check('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The username to check (u) is required.');
    const long = await someone.check(`?u=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The username to check (u) must be at most 100 characters.');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/twin/username-availability?u=somebody' });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`limits each person to ${CHECKS_PER_MINUTE} checks a minute, without holding back anyone else`, async () => {
    const busy = await person('Quick Typist');
    const calm = await person('Calm Typist');
    const statuses: number[] = [];
    for (let index = 0; index <= CHECKS_PER_MINUTE; index += 1) statuses.push((await busy.check(`?u=typist_${index}`)).statusCode);
    expect(statuses.slice(0, CHECKS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const refused = await busy.check('?u=typist_last');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    expect((await calm.check('?u=calm_typist')).statusCode).toBe(200);
  });
});
