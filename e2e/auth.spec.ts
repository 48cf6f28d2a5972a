import { expect, test } from '@playwright/test';
import { createAccount, signInWithForm, uniqueEmail } from './fixtures/accounts.ts';

test('[AUTH] register (signed in at once), update the nickname, reload, log out, log in', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill('Morgan Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a sturdy password');
  await expect(page.getByText(/By joining, you agree to our Terms of Service .*and Privacy Policy/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Successfully registered!')).toBeVisible();
  // No second login: registering signed the person in and opened the practice area.
  await page.waitForURL('**/showcase');
  await expect(page.getByTestId('greeting')).toContainText('Hi, Morgan Lee');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Morgan Lee' })).toBeVisible();

  await page.getByTestId('greeting').click();
  const dialog = page.getByRole('dialog', { name: 'Update Nickname' });
  const nickname = dialog.getByLabel('Nickname');
  await nickname.fill('');
  await expect(dialog.getByRole('button', { name: 'Update Nickname' })).toBeDisabled();
  await nickname.fill('Maximilian the Magnificent');
  await dialog.getByRole('button', { name: 'Update Nickname' }).click();
  await expect(page.getByText('Nickname updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Over 20 characters: the first 9, an ellipsis and the last 3 in the header; the page heading keeps it whole.
  await expect(page.getByTestId('greeting')).toContainText('Hi, Maximilia...ent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Maximilian the Magnificent');

  await page.reload();
  await expect(page.getByTestId('greeting')).toContainText('Hi, Maximilia...ent');

  await page.getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/showcase$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // Only the device cookie stays (httpOnly, sent only to /users): it lets the login throttle recognise this browser.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(['device_id']);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // The nickname was saved on the server: it is back after the next login.
  await signInWithForm(page, { name: 'Morgan Lee', email, password: 'a sturdy password' });
  await expect(page.getByTestId('greeting')).toContainText('Hi, Maximilia...ent');
});

test('[AUTH] Reserve My Username: register, choose a username checked live, and the interview opens', async ({ page, request }) => {
  // Someone else already holds a username.
  const other = await createAccount(request, 'Taken Holder');
  const takenName = `held_${Date.now().toString(36).slice(-8)}`;
  await request.post('/users/login', { data: { email: other.email, password: other.password } });
  expect((await request.patch('/twin', { data: { username: takenName } })).status()).toBe(200);

  await page.goto('/');
  await page.getByRole('link', { name: 'Reserve My Username' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register\?next=twin$/);
  await expect(page.getByText('Then choose your username and start your Engram.')).toBeVisible();
  await page.getByLabel('Name').fill('Robin Heir');
  await page.getByLabel('Email').fill(uniqueEmail('reserve'));
  await page.getByLabel('Password').fill('a sturdy password');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // Signed in at once, straight into the Engram's first step: choosing the username (nothing made up from the name).
  await page.waitForURL('**/auth/register/ai');
  const username = page.getByLabel('Username');
  const status = page.getByTestId('username-availability');
  const reserve = page.getByRole('button', { name: 'Reserve username' });
  await expect(page.getByRole('link', { name: /Use the default AI voice/ })).toHaveCount(0);

  await username.fill('ab');
  await expect(status).toHaveText('Username must be 3–20 characters: lowercase letters a–z, digits 0–9 and _.');
  await expect(reserve).toBeDisabled();
  await username.fill(takenName.toUpperCase());
  await expect(status).toHaveText('That username is taken. Try another one.');
  await expect(reserve).toBeDisabled();
  const mine = `robin_${Date.now().toString(36).slice(-8)}`;
  await username.fill(mine);
  await expect(status).toHaveText(`@${mine} is available.`);
  await reserve.click();
  await expect(page.getByTestId('twin-username')).toHaveText(`Your Engram’s username is @${mine}.`);
  await page.getByRole('link', { name: /Use the default AI voice/ }).click();
  await expect(page.getByText('Question 1/20')).toBeVisible();
});

test('[AUTH] "Start practising" on the landing page registers straight into the practice area', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start practising' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register\?next=practice$/);
  await page.getByLabel('Name').fill('Pat Practice');
  await page.getByLabel('Email').fill(uniqueEmail('practice'));
  await page.getByLabel('Password').fill('a sturdy password');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/showcase');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Pat Practice' })).toBeVisible();
});

test('[AUTH] logging in with next=twin leads to the Engram', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/auth/login?next=twin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL('**/auth/register/ai');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your username' })).toBeVisible();
});

test('[AUTH] registering an e-mail twice shows the conflict', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('another password');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('An account with this email already exists.');
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('[AUTH] an expired session renews itself once, then signs out when renewal fails', async ({ page, request, context }) => {
  const account = await createAccount(request, 'Renew Me');
  await signInWithForm(page, account);
  // Drop the access token: the next API call gets a 401 and must renew through the refresh cookie.
  // Only that cookie goes (the page keeps talking to the server meanwhile, so none of the others may blink).
  await context.clearCookies({ name: 'access_token' });
  await page.getByTestId('greeting').click();
  await page.getByRole('dialog', { name: 'Update Nickname' }).getByLabel('Nickname').fill('Renewed');
  await page.getByRole('button', { name: 'Update Nickname' }).click();
  await expect(page.getByText('Nickname updated successfully!')).toBeVisible();

  // Without any token the renewal fails, and the person lands on the login page, which says so.
  await context.clearCookies({ name: /^(access_token|refresh_token)$/ });
  await page.getByTestId('greeting').click();
  await page.getByRole('dialog', { name: 'Update Nickname' }).getByLabel('Nickname').fill('Again');
  await page.getByRole('button', { name: 'Update Nickname' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await expect(page.getByTestId('session-ended')).toHaveText('Your session ended. Log in again to continue.');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('email');
});

test('[AUTH] a long nickname: the page heading shows it whole and wraps, only the header greeting shortens it', async ({ page, request }) => {
  const account = await createAccount(request, 'Dana the Magnificent Firstname');
  await page.setViewportSize({ width: 375, height: 740 });
  await signInWithForm(page, account);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Welcome, Dana the Magnificent Firstname');
  const box = await heading.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  // Wrapped over more than one line rather than cut.
  expect(await heading.evaluate((element: HTMLElement) => element.scrollWidth <= element.clientWidth && element.offsetHeight > parseFloat(getComputedStyle(element).lineHeight) * 1.5)).toBe(true);
  await page.getByTestId('open-drawer').click();
  await expect(page.getByTestId('drawer')).toContainText('Hi, Dana the ...ame');
});

test('[AUTH] a wrong password shows the server message and stays on the page; its toast is gone once the login succeeds', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // The server's message in the toast, and under the form where it stays; the page stays the login page.
  const staleError = page.locator('[data-sonner-toast]').getByText('Invalid email or password.');
  await expect(staleError).toBeVisible();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/auth\/login$/);
  // The pointer rests on the toast, which holds it on screen (sonner pauses its timer), so only the success can remove it.
  await staleError.hover();
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL('**/showcase');
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(staleError).toHaveCount(0);
});

test('[AUTH] the register page links to the real terms and privacy pages', async ({ page, context }) => {
  await page.goto('/auth/register');
  for (const [name, path] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
  ] as const) {
    // A new tab, so what was typed in the form is still there.
    await page.getByLabel('Name').fill('Kept Name');
    const [opened] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name }).click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe(path);
    await expect(opened.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(opened.getByRole('main')).toContainText('operator');
    await opened.close();
    await expect(page.getByLabel('Name')).toHaveValue('Kept Name');
  }
});
