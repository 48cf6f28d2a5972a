// Staying signed in: several tabs renewing an expired access token at the same moment all stay signed in, and a
// session that really ended says so on the login page and leads back to the page it ended on.
import { expect, test, type BrowserContext } from '@playwright/test';
import { createAccount, signIn } from './fixtures/accounts.ts';

/** Expires the access token the way its lifetime would (ACCESS_TOKEN_TTL_SECONDS): the cookie is gone, the refresh token stays. */
async function expireAccessToken(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'access_token' });
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['refresh_token', 'email']));
}

test('[SESSION] three tabs reloaded at the same moment after the access token expired all stay signed in', async ({ page, context, request }) => {
  const account = await createAccount(request, 'Tess Tabs');
  await signIn(page, account);
  const pages = [page, await context.newPage(), await context.newPage()];
  const paths = ['/showcase', '/showcase/history', '/showcase/persona'];
  for (const [index, tab] of pages.entries()) {
    await tab.goto(paths[index]!);
    await expect(tab.getByTestId('greeting')).toContainText('Hi, Tess Tabs');
  }

  await expireAccessToken(context);
  // Every tab asks the server with no access token at once, so every tab must renew the session together.
  await Promise.all(pages.map((tab) => tab.reload()));
  for (const [index, tab] of pages.entries()) {
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(tab.url()).pathname, paths[index]).toBe(paths[index]);
    await expect(tab.getByTestId('greeting')).toContainText('Hi, Tess Tabs');
  }
  // The renewed login is still good: its data loads (a request that needs the access token), and a new tab is signed in.
  await expect(pages[1]!.getByText('No sessions yet')).toBeVisible();
  const fourth = await context.newPage();
  await fourth.goto('/showcase/progress');
  await expect(fourth.getByTestId('greeting')).toContainText('Hi, Tess Tabs');
  const me = await fourth.request.get('/users/me');
  expect(me.status()).toBe(200);
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('access_token');
});

test('[SESSION] a session that ended says so on the login page, and logging in returns to the page it ended on', async ({ page, context, request }) => {
  const account = await createAccount(request, 'Eddie Ended');
  await signIn(page, account, '/showcase/history');
  await expect(page.getByTestId('greeting')).toBeVisible();

  // Both tokens gone (expired, or the login revoked elsewhere): the renewal fails. The page is left first, so that no
  // request of its own still on its way can set them again, then opened anew.
  await page.goto('about:blank');
  await context.clearCookies({ name: 'access_token' });
  await context.clearCookies({ name: 'refresh_token' });
  expect((await context.cookies()).filter((cookie) => cookie.name === 'access_token' || cookie.name === 'refresh_token')).toEqual([]);
  await page.goto('/showcase/history');
  await page.waitForURL((url) => url.pathname === '/auth/login');
  const url = new URL(page.url());
  expect(url.searchParams.get('next')).toBe('/showcase/history');
  await expect(page.getByTestId('session-ended')).toHaveText('Your session ended. Log in again to continue.');

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((next) => next.pathname === '/showcase/history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
});

test('[SESSION] a `next` that leads off the site is ignored: the login opens the practice area', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/auth/login?next=%2F%2Fevil.example%2Fshowcase');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/showcase');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
});
