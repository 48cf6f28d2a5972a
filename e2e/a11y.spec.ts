// Axe on every page of the router and on open dialogs: serious and critical violations fail. A new page in
// src/web/app/router.tsx fails the first test until it is listed below.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, seriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';

/** Pages a guest sees, by route module. */
const GUEST_PAGES: Record<string, string> = {
  'routes/landing/landing-page.tsx': '/',
  'routes/auth/login-page.tsx': '/auth/login',
  'routes/auth/register-page.tsx': '/auth/register',
  'routes/auth/forgot-password-page.tsx': '/auth/forgot-password',
  'routes/auth/reset-password-page.tsx': '/auth/reset-password?token=an-example-token',
  'routes/auth/verify-email-page.tsx': '/verify-email?token=an-example-token',
  'routes/heirs/accept-invitation-page.tsx': '/heirs/accept?token=an-example-token',
  'routes/organisations/accept-invitation-page.tsx': '/organisations/accept?token=an-example-token',
  'routes/organisations/join-page.tsx': '/organisations/join?token=an-example-token',
  'routes/legal/terms-page.tsx': '/terms',
  'routes/legal/privacy-page.tsx': '/privacy',
  'routes/not-found-page.tsx': '/no-such-page',
};

/** Pages behind sign-in, by route module. */
const SIGNED_IN_PAGES: Record<string, string> = {
  'routes/showcase/scenarios-page.tsx': '/showcase',
  'routes/showcase/persona-page.tsx': '/showcase/persona',
  'routes/showcase/rubrics-page.tsx': '/showcase/rubrics',
  'routes/showcase/glossary-page.tsx': '/showcase/glossary',
  'routes/showcase/file-management-page.tsx': '/showcase/file-management',
  'routes/showcase/how-it-works-page.tsx': '/showcase/how-it-works',
  'routes/showcase/faq-page.tsx': '/showcase/faq',
  'routes/showcase/roleplay-page.tsx': '/showcase/roleplay/00000000-0000-4000-8000-000000000000',
  'routes/showcase/session-page.tsx': '/showcase/session/00000000-0000-4000-8000-000000000000',
  'routes/showcase/report-page.tsx': '/showcase/report/00000000-0000-4000-8000-000000000000',
  'routes/showcase/history-page.tsx': '/showcase/history',
  'routes/showcase/progress-page.tsx': '/showcase/progress',
  'routes/showcase/account-page.tsx': '/showcase/account',
  'routes/showcase/credits-page.tsx': '/showcase/credits',
  'routes/showcase/organisations-page.tsx': '/showcase/organisations',
  'routes/showcase/quick-create-page.tsx': '/showcase/roleplay/quick-create',
  'routes/showcase/advance-create-page.tsx': '/showcase/roleplay/advance-create',
  'routes/onboarding/onboarding-intro-page.tsx': '/auth/register/ai',
  'routes/onboarding/onboarding-voice-page.tsx': '/auth/register/ai/second?question=1',
  'routes/onboarding/onboarding-text-page.tsx': '/auth/register/ai/third?question=1',
  'routes/onboarding/onboarding-meet-page.tsx': '/auth/register/ai/fourth',
  'routes/onboarding/onboarding-summary-page.tsx': '/auth/register/ai/fifth',
  'routes/onboarding/onboarding-chat-page.tsx': '/auth/register/ai/sixth',
  'routes/onboarding/onboarding-done-page.tsx': '/auth/register/ai/seventh',
  'routes/dashboard/dashboard-page.tsx': '/dashboard',
  'routes/dashboard/personality-page.tsx': '/dashboard/personality',
  'routes/dashboard/talk-page.tsx': '/dashboard/talk',
  'routes/dashboard/activity-page.tsx': '/dashboard/activity',
  'routes/dashboard/heirs-page.tsx': '/dashboard/heirs',
  'routes/dashboard/publish-page.tsx': '/dashboard/publish',
  'routes/dashboard/settings-page.tsx': '/dashboard/settings',
  // An unknown twin: the page says so (a public twin's page is checked in e2e/twin.spec.ts).
  'routes/public/public-twin-page.tsx': '/t/no_such_twin',
  // For a person who is not an admin, the page says it is for administrators (an admin's view is checked below).
  'routes/admin/users-page.tsx': '/admin/users',
};

/** Pages of the operator's console, checked as the administrator (E2E_ADMIN_EMAIL). */
const ADMIN_PAGES: Record<string, string> = {
  'routes/admin/admin-ai-page.tsx': '/admin/ai',
  'routes/admin/admin-speech-page.tsx': '/admin/speech',
  'routes/admin/admin-email-page.tsx': '/admin/email',
  'routes/admin/credits-page.tsx': '/admin/credits',
  'routes/admin/organizations-page.tsx': '/admin/organizations',
  'routes/admin/usage-page.tsx': '/admin/usage',
  'routes/admin/quality-page.tsx': '/admin/quality',
  'routes/admin/admin-local-model-page.tsx': '/admin/local-model',
};


/** Pages the server sends as documents of their own (the pre-rendered landing pages), which the app cannot open itself. */
const SERVER_RENDERED_PAGES = new Set(['/', '/id']);

/**
 * Opens `path` as a link in the app does: the app's router shows the page in the document already loaded, so the app
 * and axe are loaded once for a test's pages rather than once a page. Outside the app (the first page, a pre-rendered
 * landing page) the page is loaded. The headings of the page being left are marked, so that the check waits for the
 * next page's own heading.
 */
async function open(page: Page, path: string): Promise<void> {
  const isInApp = await page.evaluate(() => document.getElementById('root') !== null).catch(() => false);
  // A page already showing keeps its heading element through a navigation to itself, so it is loaded afresh instead.
  const isShowing = await page.evaluate((to) => `${window.location.pathname}${window.location.search}` === to, path).catch(() => false);
  if (!isInApp || isShowing || SERVER_RENDERED_PAGES.has(path)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1, [role="heading"][aria-level="1"]')) heading.setAttribute('data-page-left', '');
    // The state React Router's own navigations leave (its position in the history), then the event it follows.
    window.history.pushState({ usr: null, key: 'a11y', idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens each page, checks it is the page asked for (no redirect), and collects its violations by path. */
async function checkPages(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }).and(page.locator(':not([data-page-left])')).first()).toBeVisible();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`, path).toBe(path);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

// Its checks are independent of each other: both workers may take them.
test.describe.configure({ mode: 'parallel' });

test('[A11Y] every page of the router is listed in this spec', () => {
  const router = readFileSync(new URL('../src/web/app/router.tsx', import.meta.url), 'utf8');
  // A page module may serve more than one path (the landing page at / and at /id): each is listed once.
  const pageModules = [...new Set([...router.matchAll(/import\('\.\/(routes\/[^']+-page\.tsx)'\)/g)].map((match) => match[1]))].sort();
  expect(pageModules.length).toBeGreaterThan(0);
  expect(pageModules).toEqual(Object.keys({ ...GUEST_PAGES, ...SIGNED_IN_PAGES, ...ADMIN_PAGES }).sort());
});

test('[A11Y] no serious or critical violations on the guest pages', async ({ page }) => {
  test.setTimeout(60_000);
  // The landing page in Indonesian too (/id), as its pre-rendered page.
  expect(await checkPages(page, [...Object.values(GUEST_PAGES), '/id'])).toEqual({});
});

// The signed-in pages in three groups, each a test of its own that either worker may take.
const SIGNED_IN_GROUPS: Record<string, (module: string) => boolean> = {
  'Practice pages': (module) => module.startsWith('routes/showcase/'),
  'onboarding pages': (module) => module.startsWith('routes/onboarding/'),
  'My Engram and other pages': (module) => !module.startsWith('routes/showcase/') && !module.startsWith('routes/onboarding/'),
};

for (const [group, isInGroup] of Object.entries(SIGNED_IN_GROUPS)) {
  test(`[A11Y] no serious or critical violations on the signed-in ${group}`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const paths = Object.entries(SIGNED_IN_PAGES).filter(([module]) => isInGroup(module)).map(([, path]) => path);
    expect(paths.length).toBeGreaterThan(0);
    await signIn(page, await createAccount(request));
    expect(await checkPages(page, paths)).toEqual({});
  });
}

test('[A11Y] no serious or critical violations on the admin pages', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await adminAccount(request));
  expect(await checkPages(page, Object.values(ADMIN_PAGES))).toEqual({});
});

test('[A11Y] no serious or critical violations on /showcase, light and dark', async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, await createAccount(request));
  // The scenarios are shown: what the check reads (a wait for the network to be quiet always took half a second more).
  await expect(page.getByRole('button', { name: 'Renewal Under Price Pressure' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousViolations(page);
});

test('[A11Y] no serious or critical violations in open dialogs', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await createAccount(request), '/showcase/rubrics');
  await page.getByTitle('Sales: Discovery Call', { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sales: Discovery Call', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  // The rubric editor, opened on a copy of the sample, and the delete confirmation of that copy.
  await page.getByRole('dialog', { name: 'Sales: Discovery Call', exact: true }).getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Rubric' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('dialog', { name: 'Edit Rubric' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Sales: Discovery Call (copy)', exact: true }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Rubric' }).getByText('No scenario uses this rubric.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await open(page, '/showcase/persona');
  await page.getByRole('button', { name: 'New Persona' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Persona' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // A copy of a sample persona, then its delete and regenerate confirmations.
  await page.getByRole('dialog', { name: 'Create New Persona' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Customer Service: Upset Customer\s*Electrician\s*Persona/ }).click();
  await page.getByRole('dialog', { name: 'Customer Service: Upset Customer', exact: true }).getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('dialog', { name: 'Edit Persona' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Customer Service: Upset Customer \(copy\)\s*Electrician\s*Persona/ }).click();
  const copy = page.getByRole('dialog', { name: 'Customer Service: Upset Customer (copy)', exact: true });
  await copy.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Persona' }).getByText('No scenario uses this persona.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('dialog', { name: 'Delete Persona' }).getByRole('button', { name: 'Cancel' }).click();
  await copy.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('dialog', { name: 'Regenerate Persona' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A copy of a sample glossary in its form, then the copy's delete confirmation.
  await open(page, '/showcase/glossary');
  await page.getByRole('button', { name: /^Sales Glossary\s*Glossary/ }).click();
  await page.getByRole('dialog', { name: 'Sales Glossary', exact: true }).getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Glossary' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('dialog', { name: 'Update Glossary' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Sales Glossary \(copy\)/ }).click();
  await page.getByRole('dialog', { name: 'Sales Glossary (copy)', exact: true }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Glossary' }).getByText('No scenario uses this glossary.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // A file's text preview.
  const upload = await page.request.post('/files/create', { multipart: { file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Refunds: within 30 days.\n') } } });
  expect(upload.status()).toBe(202);
  const { jobId } = (await upload.json()) as { jobId: string };
  await expect.poll(async () => ((await (await page.request.get(`/files/job-status-create/${jobId}`)).json()) as { jobStatus: string }).jobStatus).toBe('Completed');
  await open(page, '/showcase/file-management');
  await page.getByRole('button', { name: /^notes\.txt/ }).click();
  await expect(page.getByRole('dialog', { name: 'notes.txt' }).getByText('Refunds: within 30 days.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await open(page, '/showcase/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete account' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The drawers of small screens: the showcase menu and the dashboard's.
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/showcase');
  await page.getByTestId('open-drawer').click();
  await expect(page.getByTestId('drawer')).toBeVisible();
  await expectNoSeriousViolations(page);

  await open(page, '/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await expectNoSeriousViolations(page);
  // Choosing a section closes the drawer and gives focus back to the button that opened it.
  await drawer.getByRole('link', { name: 'Activity' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/activity$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // The spoken interview's voice picker, opened from its step, at the same small width.
  expect((await page.request.put('/twin/answers/1', { data: { text: 'My sister Ana is the loud one.' } })).status()).toBe(200);
  await open(page, '/auth/register/ai/second?question=2');
  await page.getByRole('button', { name: 'Choose your Engram’s voice' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your Engram’s voice' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('[A11Y] no serious or critical violations in the showcase dialogs', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await createAccount(request));
  await page.getByRole('button', { name: 'Renewal Under Price Pressure' }).click();
  const details = page.getByRole('dialog', { name: 'Renewal Under Price Pressure' });
  await expect(details.getByText('Your goal')).toBeVisible();
  await expectNoSeriousViolations(page);

  await details.getByRole('button', { name: 'Go to setup' }).click();
  const setup = page.getByRole('dialog', { name: 'Roleplay Mode' });
  await setup.getByRole('switch', { name: 'Set Timer' }).click();
  await expect(setup.getByTestId('credit-balance')).toHaveText(/Your balance/);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Renewal Under Price Pressure' }).click();
  await details.getByRole('button', { name: 'Vibes Check' }).click();
  await expect(page.getByRole('dialog', { name: 'Vibes Check' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Sort\b/ }).first().click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filter scenarios' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New Roleplay' }).click();
  await expect(page.getByRole('dialog', { name: 'New Roleplay' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('[A11Y] no serious or critical violations on the admin pages and their dialogs, light and dark', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await createAccount(request, 'Axe Person');
  await signIn(page, await adminAccount(request), '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  const row = page.getByTestId('admin-user-row').filter({ hasText: 'Axe Person' }).first();
  await row.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Password-reset link for Axe Person' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: "Delete Axe Person's account?" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousViolations(page);
});
