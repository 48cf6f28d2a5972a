import { chromium } from 'playwright';
const BASE = 'http://127.0.0.1:3999';
const [title, aiRole, myRole, description, linesJson] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const email = `look.${Date.now()}@example.com`;
let r = await page.request.post(`${BASE}/users/register`, { data: { name: 'Maya Look', email, password: 'a sturdy password', method: 'email-password' } });
r = await page.request.post(`${BASE}/users/login`, { data: { email, password: 'a sturdy password' } });
r = await page.request.post(`${BASE}/quick-roleplay/create`, { data: { scenario_title: title, ai_role: aiRole, my_role: myRole, file_ids: [], scenario_description: description } });
const { jobId } = await r.json();
for (let i = 0; i < 60; i++) { const s = await (await page.request.get(`${BASE}/quick-roleplay/job-status-create/${jobId}`)).json(); if (s.jobStatus === 'Completed') break; await page.waitForTimeout(500); }
await page.goto(`${BASE}/showcase`);
await page.getByRole('button', { name: title, exact: true }).click();
const d = page.getByRole('dialog', { name: title });
await d.getByText('Character brief').click().catch(() => {});
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/look-brief.png', fullPage: true });
console.log((await d.innerText()).slice(0, 3000));
console.log('=======');
await d.getByRole('button', { name: 'Go to setup' }).click();
const setup = page.getByRole('dialog', { name: 'Roleplay Mode' });
await setup.getByText('Text Mode').click();
await setup.getByRole('button', { name: 'Start Conversation' }).click();
await page.waitForURL(/\/showcase\/roleplay\//);
await page.getByRole('button', { name: 'Start Conversation' }).click();
await page.waitForURL(/\/showcase\/session\//);
const lines = JSON.parse(linesJson);
const log = page.getByRole('log', { name: /^Conversation with / }).getByRole('listitem');
for (const [i, line] of lines.entries()) {
  const input = page.getByRole('textbox', { name: /^Message / });
  if (!(await input.isEnabled())) { console.log('INPUT CLOSED before', line); break; }
  await input.fill(line); await input.press('Enter');
  for (let k = 0; k < 80 && (await log.count()) < 3 + 2 * i; k++) await page.waitForTimeout(250);
  await page.waitForTimeout(1200);
}
const texts = await log.allInnerTexts();
console.log(texts.join('\n---\n'));
await page.screenshot({ path: '/tmp/look-session.png', fullPage: true });
const endBtn = page.getByRole('button', { name: /End Session|End and see your report/ }).first();
await endBtn.click();
const dlg = page.getByRole('dialog', { name: 'End this session?' });
if (await dlg.isVisible().catch(() => false)) await dlg.getByRole('button', { name: 'End Session' }).click();
await page.waitForURL(/\/showcase\/report\//);
await page.getByRole('img', { name: /^Overall score/ }).waitFor({ timeout: 30000 });
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/look-report.png', fullPage: true });
console.log('=======REPORT');
console.log((await page.locator('main').innerText()).slice(0, 5000));
await browser.close();
