import { expect, test } from '@playwright/test';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';

const PROTECTED = ['/showcase', '/showcase/persona', '/showcase/roleplay/123', '/showcase/history', '/showcase/progress', '/dashboard', '/auth/register/ai', '/auth/register/ai/third'];
const GUEST_ONLY = ['/', '/auth/login', '/auth/register'];

test('[ACCESS] guests are sent from protected pages to /, and an address the app does not have says so', async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname, path).toBe('/');
  }
  // The server gives the app any page address (a missing script or API path answers 404: web.test.ts), and the app
  // shows its own page for one it has no route for.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('[ACCESS] signed-in people are sent from guest pages to /showcase', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account, null);
  for (const path of GUEST_ONLY) {
    await page.goto(path);
    await page.waitForURL('**/showcase');
    expect(new URL(page.url()).pathname, path).toBe('/showcase');
  }
  for (const path of PROTECTED) {
    await page.goto(path);
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
});

test('[ACCESS] the shell highlights the right link, also under /showcase/roleplay', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Roleplay Scenarios' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Persona' }).click();
  await expect(page).toHaveURL(/\/showcase\/persona$/);
  await expect(nav.getByRole('link', { name: 'Persona' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Roleplay Scenarios' })).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/showcase/roleplay/quick-create');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roleplay Scenarios' })).toHaveAttribute('aria-current', 'page');
});

test('[ACCESS] the drawer carries the navigation on small screens', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, account);
  await page.getByTestId('open-drawer').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'File Management' }).click();
  await expect(page).toHaveURL(/\/showcase\/file-management$/);
  await expect(drawer).toBeHidden();
  await page.getByTestId('open-drawer').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('drawer')).toBeHidden();
});

test('[ACCESS] the header leads to the twin dashboard and back, and to How it works and FAQ', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, account);
  await page.getByRole('banner').getByRole('link', { name: 'My Engram' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // No Engram yet: the way to start one, not an empty locker.
  await expect(page.getByRole('heading', { level: 1, name: 'Start your Engram' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add memory' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Engram' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'Start your Engram' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/ai$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your username' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(page).toHaveURL(/\/showcase$/);

  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/showcase\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/showcase\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('[ACCESS] on a phone the drawer leads to the dashboard and the help pages, and the dashboard logs out', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, account);
  for (const [name, path] of [
    ['How it works', '/showcase/how-it-works'],
    ['FAQ', '/showcase/faq'],
    ['My Engram', '/dashboard'],
  ] as const) {
    await page.getByTestId('open-drawer').click();
    await page.getByTestId('drawer').getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.getByRole('link', { name: 'Practice', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('email');
});

test('[ACCESS] "Use the default AI voice" leads a signed-in person into the interview', async ({ page, request }) => {
  await signIn(page, await createAccount(request), '/auth/register/ai');
  await page.getByLabel('Username').fill(`voice_${Date.now().toString(36).slice(-8)}`);
  await expect(page.getByTestId('username-availability')).toContainText('is available.');
  await page.getByRole('button', { name: 'Reserve username' }).click();
  await page.getByRole('link', { name: /Use the default AI voice/ }).click();
  await expect(page).toHaveURL(/\/auth\/register\/ai\/third\?question=1$/);
  await expect(page.getByLabel('Your answer')).toBeVisible();
});

test('[ACCESS] the terms and the privacy policy are open to signed-in people', async ({ page, request }) => {
  // A guest opens both from the register page's links (auth.spec.ts).
  await signIn(page, await createAccount(request), null);
  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    // Signed in: the landing header's Login and Sign Up are not offered.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
  }
});

test('[ACCESS] Practice and My Engram are labelled links in the practice, dashboard and interview headers at every width', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  for (const [path, current] of [
    ['/showcase', 'Practice'],
    ['/dashboard', 'My Engram'],
    ['/auth/register/ai', 'My Engram'],
  ] as const) {
    // Each page opened once, then read at every width: the header follows the window as it is resized.
    await page.goto(path);
    for (const width of [1536, 1280, 1024, 768, 640, 375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = page.getByRole('banner');
      for (const name of ['Practice', 'My Engram']) {
        // Its words on screen, not only an icon with a title.
        const link = header.getByRole('link', { name, exact: true });
        await expect(link, `${path} at ${width}`).toBeVisible();
        await expect(link, `${path} at ${width}`).toContainText(name);
      }
      await expect(header.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'true');
      // Nothing in the header reaches past the right edge.
      // Polled: a part of the header that follows the width from script re-renders a moment after the resize.
      const overflowing = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('header *')].filter((element) => element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().right > window.innerWidth + 0.01).length,
        );
      await expect.poll(overflowing, { message: `${path} at ${width}` }).toBe(0);
    }
  }
});

test('[ACCESS] [ADMIN] a person who is not an admin gets no Admin link, and every page of the console says it is for administrators only', async ({ page, request }) => {
  // An administrator exists (scripts/e2e-server.mjs makes one), so the console refuses rather than offering its setup
  // code. The API's 403 on each page's routes is the route tests' to prove (admin-ai, admin-speech, admin-email,
  // admin-usage, admin-credits and admin-users .routes.test.ts, quality.routes.slow.test.ts).
  await adminAccount(request);
  await signIn(page, await createAccount(request, 'Not Admin'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  for (const path of ['/admin/users', '/admin/ai', '/admin/local-model', '/admin/speech', '/admin/email', '/admin/credits', '/admin/organizations', '/admin/usage', '/admin/quality']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Administrators only' }), path).toBeVisible();
    await expect(page.getByTestId('admin-forbidden'), path).toContainText('Administrators only');
    // None of the console's own links (Users, Quality, Usage…) is offered to them.
    await expect(page.getByRole('navigation', { name: 'Admin' }), path).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Quality' }), path).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Usage' }), path).toHaveCount(0);
  }
});
