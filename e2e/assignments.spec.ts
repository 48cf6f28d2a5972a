// Assigned practice end to end: an owner brings a manager and two members into an organisation, the manager assigns a
// sample with a due date, one member sees it first on their practice home and passes it (with the built-in engine),
// the other does not start; the manager's progress and its CSV show both.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { createAccount, signIn, type Account } from './fixtures/accounts.ts';

const SCENARIO = 'Renewal Under Price Pressure';
const LINES = [
  'Thanks for making time today. What would a good renewal look like for your team?',
  'I hear that the price rise worries you. What would it mean for your budget this year?',
  'Here is my offer: the current price for two years if you renew this month, and I will send it in writing by Friday.',
];

/** A person in a browser of their own, signed in. */
async function personIn(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createAccount(page.request, name);
  return { context, page, account };
}

async function join(owner: APIRequestContext, organizationId: string, who: { page: { request: APIRequestContext }; account: Account }, role: 'manager' | 'member') {
  const invitation = await owner.post(`/organizations/${organizationId}/invitations`, { data: { email: who.account.email, role } });
  expect(invitation.status()).toBe(201);
  const token = new URL((await invitation.json()).invite_url, 'http://localhost').searchParams.get('token');
  expect((await who.page.request.post('/organizations/invitations/accept', { data: { token } })).status()).toBe(200);
}

/** A whole session of the scenario through the API, as the session page makes it, graded by the built-in engine. */
async function practise(request: APIRequestContext, scenarioId: string) {
  const started = await request.post('/assessment/scenario-conversation/create', { data: { scenario_id: scenarioId, mode: 'text' } });
  expect(started.status()).toBe(201);
  const id = (await started.json()).data.id as string;
  for (const message of LINES) expect((await request.post('/conversational/roleplay-chat', { data: { scenario_conv_list_id: id, message } })).status()).toBe(200);
  const jobId = (await (await request.post(`/conversations/${id}/end`)).json()).jobId as string;
  await expect.poll(async () => (await (await request.get(`/conversations/job-status-grade/${jobId}`)).json()).jobStatus, { timeout: 30_000 }).toBe('Completed');
}

test('[ASSIGNMENTS] a manager assigns a scenario with a due date, one member passes, and the progress and CSV show it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await createAccount(page.request, 'Olivia Owner');
  const created = await page.request.post('/organizations', { data: { name: 'Harbour Sales' } });
  const organizationId = (await created.json()).id as string;
  const manager = await personIn(browser, 'Max Manager');
  const passer = await personIn(browser, 'Mia Member');
  const idle = await personIn(browser, 'Noah Member');
  try {
    await join(page.request, organizationId, manager, 'manager');
    await join(page.request, organizationId, passer, 'member');
    await join(page.request, organizationId, idle, 'member');

    // The manager assigns the sample to both members, with a low pass mark and two attempts.
    await signIn(manager.page, manager.account, `/showcase/organisations?id=${organizationId}`);
    const form = manager.page.getByRole('form', { name: 'Assign practice' });
    await form.getByRole('checkbox', { name: SCENARIO }).check();
    await form.getByRole('checkbox', { name: 'Mia Member' }).check();
    await form.getByRole('checkbox', { name: 'Noah Member' }).check();
    await form.getByLabel('Pass mark (0–100)').fill('10');
    await form.getByLabel(/^Attempts/).fill('2');
    await form.getByRole('button', { name: 'Assign' }).click();
    const assignment = manager.page.getByTestId('organization-assignment').filter({ hasText: SCENARIO });
    await expect(assignment.getByTestId('assignment-counts')).toContainText('0 passed, 0 attempted, 2 not started');
    await expectNoSeriousViolations(manager.page);

    // The member sees it first on their practice home, and passes it.
    await signIn(passer.page, passer.account);
    const assigned = passer.page.getByTestId('assigned-to-you');
    await expect(assigned).toContainText(SCENARIO);
    await expect(assigned).toContainText('Harbour Sales');
    await expect(assigned).toContainText('0 of 2 attempts used');
    await expect(passer.page.getByTestId('assignment-privacy')).toContainText('Your managers see your sessions of assigned scenarios');
    await passer.page.screenshot({ path: test.info().outputPath('assigned-to-you.png'), fullPage: true });
    await expectNoSeriousViolations(passer.page);
    const scenarios = await (await passer.page.request.get(`/quick-roleplay/all/${encodeURIComponent(passer.account.email)}`)).json();
    const scenarioId = (scenarios.data as { id: string; name: string }[]).find((scenario) => scenario.name === SCENARIO)!.id;
    await practise(passer.page.request, scenarioId);
    await passer.page.reload();
    await expect(passer.page.getByTestId('assigned-to-you')).toContainText('1 of 2 attempts used');
    await expect(passer.page.getByTestId('assignment-due-state')).toHaveText('Passed');

    // The manager's page and its CSV: one passed, one not started.
    await manager.page.reload();
    await expect(assignment.getByTestId('assignment-counts')).toContainText('1 passed, 0 attempted, 1 not started');
    await assignment.getByRole('button', { name: 'Progress' }).click();
    const rows = manager.page.getByTestId('assignment-member-row');
    await expect(rows.filter({ hasText: 'Mia Member' })).toContainText('Passed');
    await expect(rows.filter({ hasText: 'Noah Member' })).toContainText('Not started');
    await manager.page.screenshot({ path: test.info().outputPath('assignment-progress.png'), fullPage: true });
    await expectNoSeriousViolations(manager.page);

    const assignmentId = ((await (await manager.page.request.get(`/organizations/${organizationId}/assignments`)).json()).data as { id: string }[])[0]!.id;
    const [download] = await Promise.all([manager.page.waitForEvent('download'), assignment.getByRole('button', { name: /as CSV/ }).click()]);
    const csv = await (await manager.page.request.get(`/organizations/${organizationId}/assignments/${assignmentId}/progress.csv`)).text();
    expect(download.suggestedFilename()).toMatch(/^assignment-renewal-under-price-pressure-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toContain(`"Mia Member","${passer.account.email}","Passed","1"`);
    expect(csv).toContain(`"Noah Member","${idle.account.email}","Not started","0","","10","",""`);
  } finally {
    await Promise.all([manager.context.close(), passer.context.close(), idle.context.close()]);
  }
});
