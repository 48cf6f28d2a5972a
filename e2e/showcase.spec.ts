import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn } from './fixtures/accounts.ts';
import { openRoleplaySetup } from './fixtures/roleplay-setup.ts';

/** The card titles of the grid, in order. */
function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
}

/** Creates a quick scenario through the API as the signed-in person and waits for its job. */
async function createScenario(request: APIRequestContext, title: string): Promise<{ id: string; name: string }> {
  const response = await request.post('/quick-roleplay/create', {
    data: {
      scenario_title: title,
      ai_role: 'Warehouse supervisor',
      my_role: 'Operations manager',
      scenario_description: 'Tom, a 45-year-old warehouse supervisor, pushes back on a new shift rota that starts an hour earlier.',
      organization_id: null,
      file_ids: [],
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { jobId } = (await response.json()) as { jobId: string };
  let scenario: { id: string; name: string } | null = null;
  await expect
    .poll(
      async () => {
        const status = (await (await request.get(`/quick-roleplay/job-status-create/${jobId}`)).json()) as {
          jobStatus: string;
          result: { data: { id: string; name: string } } | null;
          failedReason: string | null;
        };
        if (status.jobStatus === 'Completed' && status.result) scenario = status.result.data;
        return status.jobStatus;
      },
      { timeout: 20_000 },
    )
    .toBe('Completed');
  if (!scenario) throw new Error('the create job completed without a scenario');
  return scenario;
}

test('[SHOWCASE] search, sort and filter work, live in the URL and come back with Back and a shared link', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Showcase Searcher'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Showcase Searcher' })).toBeVisible();
  await expect(page.getByText('Create and manage your roleplay scenarios')).toBeVisible();
  await expect(page.getByRole('button', { name: 'The Washing Machine That Broke Twice' })).toBeVisible();

  // Search covers the scenario name, the character's name and the categories.
  const search = page.getByPlaceholder('Search Scenarios...');
  // Typed key by key: every keystroke lands although the URL follows each one.
  await search.pressSequentially('raise');
  await expect(search).toHaveValue('raise');
  await expect(cardTitles(page)).toHaveText(['Asking for a Raise']);
  await expect(page).toHaveURL(/[?&]q=raise/);
  await search.fill('helen brooks');
  await expect(page.getByRole('button', { name: 'Reporting a Two-Week Delay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asking for a Raise' })).toBeHidden();
  await search.fill('zzz no such scenario');
  await expect(page.getByRole('heading', { name: 'No matching scenarios' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Sort by name, then keep only the HR samples.
  await page.getByRole('button', { name: /^Sort\b/ }).click();
  await page.getByRole('option', { name: 'Name (A–Z)' }).click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  await page.getByRole('button', { name: /^Filter/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filter scenarios' });
  await filters.getByRole('radio', { name: 'HR' }).check();
  await filters.getByRole('radio', { name: 'Samples' }).check();
  await page.keyboard.press('Escape');
  await expect(cardTitles(page)).toHaveText(['Asking for a Raise', 'Workload Complaint']);
  await expect(page.getByText(/Showing 2 of \d+ scenarios/)).toBeVisible();
  const filteredUrl = page.url();
  expect(new URL(filteredUrl).searchParams.get('category')).toBe('HR');
  expect(new URL(filteredUrl).searchParams.get('owner')).toBe('samples');

  // Leave the page through a session start, then come back.
  const setup = await openRoleplaySetup(page, 'Workload Complaint');
  await setup.getByText('Speech to speech').click();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=speech$/);
  await page.goBack();
  await expect(page).toHaveURL(filteredUrl);
  await expect(cardTitles(page)).toHaveText(['Asking for a Raise', 'Workload Complaint']);

  // A shared link opens the same view in a fresh page.
  const shared = await page.context().newPage();
  await shared.goto(filteredUrl);
  await expect(cardTitles(shared)).toHaveText(['Asking for a Raise', 'Workload Complaint']);
  await shared.getByRole('button', { name: /^Filter/ }).click();
  await expect(shared.getByRole('dialog', { name: 'Filter scenarios' }).getByRole('radio', { name: 'HR' })).toBeChecked();
  await shared.close();

  // New Roleplay offers both creation modes.
  await page.getByRole('button', { name: 'New Roleplay' }).click();
  const modes = page.getByRole('dialog', { name: 'New Roleplay' });
  await expect(modes.getByRole('radio', { name: /Quick Creation/ })).toBeChecked();
  await modes.getByText('Advanced Creation').click();
  await expectNoSeriousViolations(page);
  await modes.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/advance-create$/);
});

test('[SHOWCASE] card, details, Go to setup, Text Mode with a 10-minute timer, Start Conversation', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Session Starter'));
  await page.getByRole('button', { name: 'Renewal Under Price Pressure' }).click();

  const details = page.getByRole('dialog', { name: 'Renewal Under Price Pressure' });
  await expect(details.getByText('Public', { exact: true })).toBeVisible();
  // The learner's own side comes first, above the long character section, and is in view without scrolling.
  const overview = details.getByText('Situation', { exact: true });
  await expect(overview).toBeInViewport();
  const overviewBox = await overview.boundingBox();
  const characterBox = await details.getByText('Character', { exact: true }).boundingBox();
  expect(overviewBox!.y).toBeLessThan(characterBox!.y);
  const occupation = details.getByText('Occupation', { exact: true });
  await expect(occupation).toBeVisible();
  // The sections fold.
  await details.getByText('Character', { exact: true }).click();
  await expect(occupation).toBeHidden();
  await details.getByText('Character', { exact: true }).click();
  await expect(occupation).toBeVisible();
  // A sample is read-only.
  await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await details.getByRole('button', { name: 'Go to setup' }).click();
  const setup = page.getByRole('dialog', { name: 'Roleplay Mode' });
  await expect(setup.getByRole('radio', { name: /Speech to speech/ })).toBeChecked();
  await expect(setup.getByText('Popular')).toBeVisible();
  await expect(setup.getByText('A roleplay session needs 10 credits.')).toBeVisible();
  await expect(setup.getByTestId('credit-balance')).toHaveText('Your balance: 30 credits');

  await setup.getByText('Text Mode').click();
  await expect(setup.getByRole('radio', { name: /Text Mode/ })).toBeChecked();
  await expect(setup.getByText("Don't set a time if you want to talk without limits")).toBeVisible();
  await expect(setup.getByRole('radio', { name: '10 minutes' })).toHaveCount(0);
  await setup.getByRole('switch', { name: 'Set Timer' }).click();
  await setup.getByText('10 minutes').click();
  await expect(setup.getByRole('radio', { name: '10 minutes' })).toBeChecked();
  await setup.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text&minutes=10$/);
  await expect(page.getByText('Meet Your Character')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Renewal Under Price Pressure' })).toBeVisible();
  await expect(page.getByText('Text Mode · 10 minutes')).toBeVisible();
});

test('[SHOWCASE] the owner edits and deletes a scenario; samples offer neither', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, await createAccount(request, 'Scenario Owner'));
  const created = await createScenario(page.request, 'Early Shift Rota');

  await page.goto('/showcase?owner=mine');
  await expect(cardTitles(page)).toHaveText([created.name]);
  await expect(page.getByRole('button', { name: 'Edit The Washing Machine That Broke Twice' })).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${created.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Roleplay' });
  await expectNoSeriousViolations(page);
  const title = edit.getByRole('textbox', { name: 'Scenario title' });
  await title.fill('');
  await expect(edit.getByText('Scenario title is required.')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await title.fill('Early Shift Rota, revised');
  await edit.getByRole('radio', { name: /Public/ }).check();
  await edit.getByRole('checkbox', { name: 'Leadership' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Roleplay updated successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(edit).toBeHidden();
  await expect(cardTitles(page)).toHaveText(['Early Shift Rota, revised']);
  await expect(page.getByRole('list', { name: 'Categories of Early Shift Rota, revised' })).toContainText('Leadership');

  // Kept on the server.
  await page.reload();
  await page.getByRole('button', { name: 'Early Shift Rota, revised', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Early Shift Rota, revised' });
  await expect(details.getByText('Public', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Delete' }).click();

  const confirm = page.getByRole('dialog', { name: 'Delete Roleplay' });
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete Early Shift Rota, revised' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Roleplay deleted successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'No matching scenarios' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No matching scenarios' })).toBeVisible();
});

test('[SHOWCASE] a person with no session sees Start here: its steps lead on, it stays dismissed, and a session hides it', async ({ page, request }) => {
  const account = await createAccount(request, 'First Timer');
  await signIn(page, account);
  const guide = page.getByRole('region', { name: 'Start here' });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('listitem')).toHaveCount(3);
  await expect(guide).toContainText('Nothing is saved or graded.');
  await expect(guide).toContainText('A session uses 10 credits.');

  // 1: the first card of the grid takes the focus; 2: the free Vibes Check; 3: the Roleplay Mode dialog.
  await guide.getByRole('button', { name: 'Pick a sample scenario' }).click();
  await expect(page.locator('#scenario-grid li button').first()).toBeFocused();
  await guide.getByRole('button', { name: 'Try a free Vibes Check' }).click();
  const vibes = page.getByRole('dialog', { name: 'Vibes Check' });
  await expect(vibes).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(vibes).toBeHidden();
  await guide.getByRole('button', { name: 'Start a practice session' }).click();
  const setup = page.getByRole('dialog', { name: 'Roleplay Mode' });
  await expect(setup.getByText('A roleplay session needs 10 credits.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(setup).toBeHidden();

  // Dismissed, it stays away after a reload.
  await guide.getByRole('button', { name: 'Dismiss Start here' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Renewal Under Price Pressure' })).toBeVisible();
  await expect(guide).toHaveCount(0);

  // Someone else on this browser has not dismissed it; once they have a session, it is gone for them too.
  const other = await createAccount(request, 'Second Timer');
  await signIn(page, other);
  await expect(guide).toBeVisible();
  const scenarios = (await (await page.request.get(`/quick-roleplay/all/${encodeURIComponent(other.email)}`)).json()) as { data: { id: string }[] };
  const started = await page.request.post('/assessment/scenario-conversation/create', { data: { scenario_id: scenarios.data[0]!.id, mode: 'text' } });
  expect(started.status(), await started.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Renewal Under Price Pressure' })).toBeVisible();
  await expect(guide).toHaveCount(0);
});

test('[SHOWCASE] the page asks for its lists as it opens, takes every answer, and nothing on it moves when they land', async ({ page, request }) => {
  await signIn(page, await createAccount(request, 'Early Reader'));
  const listReads: string[] = [];
  page.on('request', (read) => {
    if (new URL(read.url()).pathname.startsWith('/quick-roleplay/all/')) listReads.push(read.url());
  });
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/showcase');
  await expect(page.getByRole('button', { name: 'The Washing Machine That Broke Twice' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start here' })).toBeVisible();
  // Every read index.html's script started was taken by the page (a path it no longer reads would be left here).
  expect(await page.evaluate(() => Object.keys((window as unknown as { engramEarlyRequests?: object }).engramEarlyRequests ?? {}))).toEqual([]);
  expect(listReads).toHaveLength(1);
  // The partner note, the credits and the first-run guide came with the list: nothing already shown was pushed down.
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
});
