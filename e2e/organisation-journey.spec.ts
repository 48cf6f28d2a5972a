// The whole organisation journey, each person in a browser of their own: an owner creates an organisation and invites a
// manager and two members (copied links, each accepted by its invitee); the manager makes a scenario in the shared
// library (Quick create, with the organisation as workspace) and assigns it with a due date. The new organisation has
// no credits: a member is told so plainly where the session would start and asks for credits; the operator grants the
// request and the member's pages show the new balance at once. One member passes, the other does not start; the
// manager's page shows both, and the downloaded CSV holds the same; the skills over time narrow to one team.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { adminAccount, createAccount, signIn } from './fixtures/accounts.ts';
import { inviteAndAccept, personIn, practise } from './fixtures/organisations.ts';
import { KEEPS_PICTURES } from './fixtures/pictures.ts';

const ORGANISATION = 'Harbour Sales';
const NARROW = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 720 };

/**
 * The page at 1280 px (`E2E_SCREENSHOTS=1`), and at 375 px too with `E2E_NARROW_SCREENSHOTS=1` (when looking at a change),
 * for a person to look at.
 */
async function screenshots(page: Page, name: string) {
  if (!KEEPS_PICTURES) return;
  const sizes = process.env.E2E_NARROW_SCREENSHOTS ? ([['1280', WIDE], ['375', NARROW]] as const) : ([['1280', WIDE]] as const);
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

/** A date field's value (local time, to the minute) `days` from now at 17:00, and the same instant as ISO 8601. */
function dueIn(days: number): { field: string; iso: string } {
  const due = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  due.setHours(17, 0, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { field: `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T${pad(due.getHours())}:${pad(due.getMinutes())}`, iso: due.toISOString() };
}

test('[ORGANISATION JOURNEY] an owner builds a team, a manager assigns a shared scenario, the operator funds it, one member passes and the CSV says so', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const scenario = `Returns desk ${Date.now().toString(36)}`;
  const manager = await personIn(browser, 'Max Manager');
  const passer = await personIn(browser, 'Mia Member');
  const idle = await personIn(browser, 'Noah Member');
  try {
    // The owner creates the organisation and invites the three; each accepts the copied link in their own browser.
    await signIn(page, await createAccount(page.request, 'Olivia Owner'), '/showcase/organisations');
    await page.getByLabel('Name').fill(ORGANISATION);
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expect(page.getByTestId('organisation-name')).toHaveText(ORGANISATION);
    const organizationId = ((await (await page.request.get('/organizations')).json()).data as { id: string; name: string }[]).find((one) => one.name === ORGANISATION)!.id;
    await inviteAndAccept(page, manager, 'manager', ORGANISATION);
    await inviteAndAccept(page, passer, 'member', ORGANISATION);
    await inviteAndAccept(page, idle, 'member', ORGANISATION);
    await page.reload();
    await expect(page.getByText('You are owner · 4 members')).toBeVisible();

    // The manager makes the organisation their workspace, and Quick create puts the scenario in its library.
    const managerPage = manager.page;
    await managerPage.goto('/showcase');
    await managerPage.getByTestId('organization-switcher').click();
    await managerPage.getByRole('button', { name: new RegExp(ORGANISATION) }).click();
    await expect(managerPage.getByTestId('organization-switcher')).toContainText(ORGANISATION);
    await managerPage.goto('/showcase/roleplay/quick-create');
    await managerPage.getByRole('button', { name: /^Start from a preset/ }).click();
    await managerPage.getByRole('option', { name: 'Late delivery complaint', exact: true }).click();
    await managerPage.getByRole('textbox', { name: 'Scenario title' }).fill(scenario);
    await managerPage.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(managerPage.getByText('Roleplay created successfully!')).toBeVisible({ timeout: 20_000 });
    await managerPage.getByRole('button', { name: 'Skip for now' }).click();
    await expect(managerPage.getByRole('article').filter({ has: managerPage.getByRole('button', { name: scenario }) })).toContainText('Organisation');

    // The manager assigns it to both members with a due date, a low pass mark and two attempts.
    const due = dueIn(3);
    await managerPage.goto('/showcase/organisations');
    const form = managerPage.getByRole('form', { name: 'Assign practice' });
    await form.getByRole('checkbox', { name: scenario }).check();
    await form.getByRole('checkbox', { name: 'Mia Member' }).check();
    await form.getByRole('checkbox', { name: 'Noah Member' }).check();
    await form.getByLabel('Due').fill(due.field);
    await form.getByLabel('Pass mark (0–100)').fill('10');
    await form.getByLabel(/^Attempts/).fill('2');
    await form.getByRole('button', { name: 'Assign' }).click();
    const assignment = managerPage.getByTestId('organization-assignment').filter({ hasText: scenario });
    await expect(assignment.getByTestId('assignment-counts')).toContainText('0 passed, 0 attempted, 2 not started');
    const [assigned] = (await (await managerPage.request.get(`/organizations/${organizationId}/assignments`)).json()).data as { id: string; scenario_id: string; due_at: string }[];
    expect(assigned!.due_at).toBe(due.iso);

    // The member sees it first on their practice home and opens it: the organisation pays, and has no credits.
    const memberPage = passer.page;
    await memberPage.goto('/showcase');
    const assignedToYou = memberPage.getByTestId('assigned-to-you');
    await expect(assignedToYou).toContainText(scenario);
    await expect(assignedToYou).toContainText(ORGANISATION);
    await expect(assignedToYou).toContainText('0 of 2 attempts used');
    await expect(memberPage.getByTestId('assignment-privacy')).toContainText('Your managers see your sessions of assigned scenarios');
    await assignedToYou.getByRole('button', { name: `Practise ${scenario}` }).click();
    const setup = memberPage.getByRole('dialog', { name: 'Roleplay Mode' });
    await expect(setup.getByTestId('credit-balance')).toHaveText(`Paid by “${ORGANISATION}”: 0 credits left`);
    await expect(setup).toContainText(`“${ORGANISATION}” has no credits for a session. Any member can ask for credits for it.`);
    await expect(setup.getByRole('button', { name: 'Start Conversation' })).toBeDisabled();
    await expectNoSeriousViolations(memberPage);
    await screenshots(memberPage, 'roleplay-mode-organisation-short');

    // The link leads to the organisation's credits, which say the same; the member asks for credits.
    await setup.getByRole('link', { name: `Ask for credits for “${ORGANISATION}”` }).click();
    const teamCredits = memberPage.getByTestId('organization-credits');
    await expect(teamCredits.getByTestId('organization-credits-empty')).toHaveText(`“${ORGANISATION}” has no credits, so its sessions cannot start. Any member can ask the operator for credits here.`);
    const ask = teamCredits.getByRole('form', { name: 'Ask for credits' });
    await ask.getByLabel('Credits').fill('20');
    await ask.getByLabel('Message (optional)').fill('Returns desk practice');
    await ask.getByRole('button', { name: 'Ask for credits' }).click();
    await expect(teamCredits.getByTestId('organization-credits-request')).toHaveText('Mia Member asked for 20 credits; the operator will answer soon.');
    await expect(teamCredits.getByTestId('organization-credits-empty')).toContainText('Its request waits for the operator.');
    await expectNoSeriousViolations(memberPage);
    await screenshots(memberPage, 'organisation-credits-empty');

    // The operator grants the request (as on Admin → Organisations); the member's open page shows it without a reload.
    await adminAccount(request);
    const pending = (await (await request.get(`/api/admin/organizations/${organizationId}`)).json()).pending_request as { id: string; amount: number };
    expect(pending.amount).toBe(20);
    const granted = await request.post(`/api/admin/organizations/${organizationId}/credit-requests/${pending.id}/grant`, { data: {} });
    expect(granted.status(), await granted.text()).toBe(200);
    await expect(teamCredits.getByTestId('organization-credits-balance')).toHaveText('20 credits');
    await expect(teamCredits.getByTestId('organization-credits-empty')).toHaveCount(0);

    // Back where the session starts: it can start now. The member passes (the organisation pays), and the open page
    // shows the balance the session left.
    await memberPage.goto('/showcase');
    await memberPage.getByTestId('assigned-to-you').getByRole('button', { name: `Practise ${scenario}` }).click();
    await expect(setup.getByTestId('credit-balance')).toHaveText(`Paid by “${ORGANISATION}”: 20 credits left`);
    await setup.getByText('Text Mode').click();
    await setup.getByRole('button', { name: 'Start Conversation' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: scenario })).toBeVisible();
    await expect(memberPage.getByTestId('meet-credit-balance')).toHaveText(`Paid by “${ORGANISATION}”: 20 credits left`);
    await expect(memberPage.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
    await screenshots(memberPage, 'meet-organisation-pays');
    await practise(memberPage.request, assigned!.scenario_id);
    await expect(memberPage.getByTestId('meet-credit-balance')).toHaveText(`Paid by “${ORGANISATION}”: 10 credits left`);
    expect((await (await memberPage.request.get('/credits')).json()).balance).toBe(30);
    await memberPage.goto('/showcase');
    await expect(memberPage.getByTestId('assigned-to-you')).toContainText('1 of 2 attempts used');
    await expect(memberPage.getByTestId('assignment-due-state')).toHaveText('Passed');

    // The manager's page: one passed, one not started; the downloaded CSV holds the same.
    await managerPage.reload();
    await expect(assignment.getByTestId('assignment-counts')).toContainText('1 passed, 0 attempted, 1 not started');
    await assignment.getByRole('button', { name: 'Progress' }).click();
    const rows = managerPage.getByTestId('assignment-member-row');
    await expect(rows.filter({ hasText: 'Mia Member' })).toContainText('Passed');
    await expect(rows.filter({ hasText: 'Noah Member' })).toContainText('Not started');
    await expectNoSeriousViolations(managerPage);
    const [download] = await Promise.all([managerPage.waitForEvent('download'), assignment.getByRole('button', { name: /as CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^assignment-returns-desk-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const csvRows = csv.trim().split('\r\n');
    expect(csvRows).toHaveLength(3);
    expect(csvRows.find((row) => row.startsWith('"Mia Member"'))).toMatch(new RegExp(`^"Mia Member","${passer.account.email.replace(/\./g, '\\.')}","Passed","1","\\d+","10",`));
    expect(csvRows.find((row) => row.startsWith('"Noah Member"'))).toBe(`"Noah Member","${idle.account.email}","Not started","0","","10","",""`);

    // Skills over time, for everyone and for one team (the chart and the CSV follow the choice).
    const members = (await (await managerPage.request.get(`/organizations/${organizationId}`)).json()).members as { user_id: string; name: string }[];
    const mia = members.find((member) => member.name === 'Mia Member')!.user_id;
    expect((await managerPage.request.post(`/organizations/${organizationId}/teams`, { data: { name: 'Front desk', member_ids: [mia] } })).status()).toBe(201);
    await managerPage.reload();
    const skills = managerPage.getByTestId('team-skills');
    await expect(skills.getByRole('table', { name: 'The team’s skills over time' })).toBeVisible();
    await skills.getByLabel('Show').selectOption({ label: 'Front desk' });
    await expect(skills.getByRole('table', { name: 'The skills over time of Front desk' })).toBeVisible();
    await expect(skills.getByTestId('skills-chart')).toBeVisible();
    const [skillsDownload] = await Promise.all([managerPage.waitForEvent('download'), skills.getByRole('button', { name: 'Download the skills over time of Front desk as CSV' }).click()]);
    expect(skillsDownload.suggestedFilename()).toMatch(/^skills-front-desk-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile(await skillsDownload.path(), 'utf8')).toMatch(/^"Skill","Week","Average score","Sessions"\r\n"/);
    await expectNoSeriousViolations(managerPage);
    await screenshots(managerPage, 'organisation-skills-by-team');
  } finally {
    await Promise.all([manager.context.close(), passer.context.close(), idle.context.close()]);
  }
});
