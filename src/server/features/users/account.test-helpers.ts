// What the account route tests share: the login and profile calls and the password a test changes to.
import type { TestContext } from '../../test/test-app.ts';

export const NEW_PASSWORD = 'a brand new passphrase';

export type App = TestContext['app'];

export function login(app: App, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
}

export function me(app: App, cookies: string) {
  return app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
}
