// The core journey in Indonesian, as a person whose browser prefers it: register, the scenario list, a sample's
// details, a Vibes Check, the Roleplay Mode dialog and the Meet page, a text session and its report, and the Credits
// page with that session in its history, and the progress page with it graded; the Engram's interview, summary and first chat, then its dashboard (the
// Memory Locker with a memory added, General Personality, Heir Key, Publish with the paid mentor, Settings); Account's
// e-mail address card with its form's validation, and the heir's invitation page; the password-reset and e-mail
// confirmation pages, with a shown refusal following the language switch, and the login page's single sign-on; the admin
// console (Organisations, Users with a change's toast, Quality, AI, Local model, Speech, E-mail, Usage, Credits); and the
// pre-rendered landing page at /id. On each converted page no English string
// of the interface is left (every English catalogue text that Indonesian words differently is looked for on the page),
// nothing runs past the window at 1280 and 375 px (pictures of the pages kept under test-results), and the header's switch brings
// English back, remembered by the account.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminAccount, createAccount, signIn, uniqueEmail } from './fixtures/accounts.ts';

test.use({ locale: 'id-ID' });

const SCENARIO = 'Renewal Under Price Pressure';

type Catalogue = { [key: string]: string | Catalogue };
const readCatalogue = (language: string) => JSON.parse(readFileSync(new URL(`../src/web/i18n/${language}.json`, import.meta.url), 'utf8')) as Catalogue;

function flatten(node: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) out.set(leaf, text);
  }
  return out;
}

/**
 * The English interface texts to look for: each English string (plural forms by their base key) that the Indonesian
 * catalogue words differently, with its placeholders cut out, in pieces of at least two words or one word of six
 * letters or more, so a name or a figure of the page's data cannot match by chance.
 */
function englishWordList(): string[] {
  const english = flatten(readCatalogue('en'));
  const indonesian = flatten(readCatalogue('id'));
  const indonesianOf = (key: string) => indonesian.get(key) ?? indonesian.get(key.replace(/_(one|other)$/, '_other'));
  const pieces = new Set<string>();
  for (const [key, text] of english) {
    const indonesianText = indonesianOf(key);
    if (indonesianText === text) continue;
    for (const piece of text.split(/\{\{[^}]+\}\}|<\/?\w+>|[“”"‘’():…·]/)) {
      const words = piece.trim().replace(/[.,;!?]+$/, '').trim();
      // A piece the Indonesian text says too ("Engram", "Vibes Check") is a name, not English left behind.
      if (indonesianText?.includes(words)) continue;
      if (words.split(/\s+/).length >= 2 || /^\p{L}{6,}$/u.test(words)) pieces.add(words);
    }
  }
  return [...pieces];
}
const ENGLISH = englishWordList();
/**
 * Each piece with its pattern, made once: a piece counts where no letter touches it on either side. The pattern is only
 * tried where the piece occurs at all (some 2,500 pieces on each of some fifty pages: built and run on every page, the
 * patterns cost seconds of CPU).
 */
const ENGLISH_PATTERNS = ENGLISH.map((piece) => ({ piece, pattern: new RegExp(`(^|[^\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u') }));

/**
 * Every English interface text found in the region's text and in the names it gives to assistive technology, leaving
 * out the parts `data` matches (what people and characters said: data, not interface).
 */
// The lines said, and the scenarios' own names, categories and openings (the samples are written in English).
const SAID_AND_SCENARIO_DATA = '[role="log"], [data-testid="transcript"], [data-testid="report-transcript"], article h3, article ul, article p[title]';

async function englishLeftIn(
  region: Locator,
  data = SAID_AND_SCENARIO_DATA,
): Promise<string[]> {
  const text = await region.evaluate((root, dataSelector) => {
    const copy = root.cloneNode(true) as HTMLElement;
    // The data's own words, which a label may quote too ("Actions for <a person's name>").
    const dataTexts = [...copy.querySelectorAll(dataSelector)].map((element) => element.textContent?.trim() ?? '').filter((said) => said.length > 0);
    for (const element of copy.querySelectorAll(`${dataSelector}, script, style, noscript, template`)) element.remove();
    const named = [...copy.querySelectorAll('[aria-label],[title],[placeholder]')].map((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => dataTexts.reduce((label, said) => label.split(said).join(''), element.getAttribute(name) ?? '')).join('\n'),
    );
    return `${copy.textContent ?? ''}\n${named.join('\n')}`;
  }, data);
  return ENGLISH_PATTERNS.filter(({ piece, pattern }) => text.includes(piece) && pattern.test(text)).map(({ piece }) => piece);
}

async function expectNoEnglish(region: Locator, data?: string) {
  expect(await englishLeftIn(region, data)).toEqual([]);
}

/** What the built-in grader wrote (in English: it writes no other language) and the rubric's criteria's names. */
const REPORT_DATA = [
  '[role="log"], [data-testid="transcript"], [data-testid="report-transcript"]',
  '[data-testid="report-summary"], [data-testid="criterion-result"] h3, [data-testid="criterion-result"] > p',
  '[data-testid="criterion-not-relevant"] p, [data-testid="uncovered"] li, [data-testid="uncovered-outcome"] .font-medium',
  // The rubric's own title ("… Rubric"), quoted in the line that names it.
  '[data-testid="report-rubric"]',
].join(', ');

/** On the progress page: the scenarios' and the rubric criteria's own names and levels (the samples are in English). */
const PROGRESS_DATA = [
  '[data-testid="progress-summary"] tbody th, [data-testid="progress-points"] tbody th, [data-testid="skill-trend"] h3',
  '[data-testid="skill-points"] tbody th, [data-testid="skill-points"] tbody td, .recharts-legend-wrapper',
].join(', ');

/**
 * The page checked at 1280 and at 375 px wide, then back to the wide window, with a picture of the whole page at each
 * width kept with the test's results (always: these pictures are what the Indonesian journey is looked at by).
 */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing runs past the window's edge: no text is cut off or pushed out of sight by the longer Indonesian words.
    // Polled: a chart keeps the wide window's width until its resize observer has run.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px` }).toBeLessThanOrEqual(width);
    // JPEG: Chromium encodes a whole page as JPEG with about a third less CPU than as PNG, and a person reading it sees the same.
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.jpeg`), fullPage: true, type: 'jpeg', quality: 80 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('[I18N] the core journey in Indonesian: register, scenarios, details, Vibes Check, a text session and its report', async ({ page }) => {
  test.setTimeout(180_000);
  expect(ENGLISH.length).toBeGreaterThan(100);
  await page.goto('/auth/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Buat akun Anda' })).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'register');

  await page.getByLabel('Nama').fill('Sari Wulandari');
  await page.getByLabel('Email').fill(uniqueEmail('sari'));
  await page.getByLabel('Kata sandi').fill('kata sandi yang kuat');
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.waitForURL('**/showcase');
  await expect(page.getByRole('heading', { level: 1, name: 'Selamat datang, Sari Wulandari' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skenario', exact: true }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: SCENARIO })).toBeVisible();
  await expectNoEnglish(page.locator('header'));
  await expectNoEnglish(page.locator('main'));
  await screenshots(page, 'scenarios');

  // A sample's details.
  await page.getByRole('button', { name: SCENARIO }).click();
  const details = page.getByRole('dialog', { name: SCENARIO });
  await expect(details.getByText('Posisi Anda')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Ke pengaturan' })).toBeVisible();
  // The details' values are the sample's own text (English), the labels the interface's.
  await expectNoEnglish(details, `${SAID_AND_SCENARIO_DATA}, dd`);
  await screenshots(page, 'details');

  // A Vibes Check: the dialog speaks Indonesian around the character's (English) lines.
  await details.getByRole('button', { name: 'Vibes Check' }).click();
  const vibes = page.getByRole('dialog', { name: 'Vibes Check' });
  await expect(vibes.getByText(/untuk mengenal karakternya/)).toBeVisible();
  await vibes.getByRole('textbox', { name: /^Pesan untuk / }).fill('Selamat pagi, bagaimana kabar kontrak kita?');
  await vibes.getByRole('textbox', { name: /^Pesan untuk / }).press('Enter');
  await expect(vibes.getByRole('log').locator('[data-role="character"]')).toHaveCount(1, { timeout: 20_000 });
  await expectNoEnglish(vibes);
  await screenshots(page, 'vibes-check');
  await vibes.getByRole('button', { name: 'Tutup' }).click();

  // The Roleplay Mode dialog, then the Meet page with its session set-up, microphone test and cost.
  await page.getByRole('button', { name: SCENARIO }).click();
  await page.getByRole('dialog', { name: SCENARIO }).getByRole('button', { name: 'Ke pengaturan' }).click();
  const setup = page.getByRole('dialog', { name: 'Mode Bermain Peran' });
  await expect(setup.getByText('Satu sesi bermain peran memerlukan 10 kredit.')).toBeVisible();
  await expect(setup.getByTestId('credit-balance')).toHaveText(/^Saldo Anda: \d+ kredit$/);
  await setup.getByText('Mode Teks').click();
  await setup.getByRole('switch', { name: 'Atur Waktu' }).click();
  await expect(setup.getByText('10 menit', { exact: true })).toBeVisible();
  await setup.getByRole('switch', { name: 'Atur Waktu' }).click();
  await expectNoEnglish(setup);
  await screenshots(page, 'roleplay-mode');
  await setup.getByRole('button', { name: 'Mulai Percakapan' }).click();
  await page.waitForURL(/\/showcase\/roleplay\/[0-9a-f-]{36}\?mode=text$/);
  await expect(page.getByText('Kenali Karakter Anda')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sesi Anda' })).toBeVisible();
  await expect(page.getByText('Mode Teks · Tanpa batas · Bahasa Inggris (AS)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tes mikrofon' })).toBeVisible();
  await expect(page.getByTestId('meet-credit-balance')).toHaveText(/^Saldo Anda: \d+ kredit$/);
  // The persona speaks English: the session is held in English, and the built-in engine can play it.
  await expect(page.getByTestId('language-model-notice')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apa itu sesi bermain peran?' }).click();
  const explain = page.getByRole('dialog', { name: 'Apa itu sesi bermain peran?' });
  await expect(explain.getByText(/^Satu sesi memerlukan 10 kredit/)).toBeVisible();
  await expectNoEnglish(explain);
  await explain.getByRole('button', { name: 'OK' }).click();
  // The character's name, occupation, background and overview are the scenario's own (English) words.
  await expectNoEnglish(page.locator('main'), '[role="log"], #character-name, [data-testid="character-occupation"], dd, #overview-title + p, h1');
  await screenshots(page, 'meet');
  await page.getByRole('button', { name: 'Mulai Percakapan' }).click();
  await page.waitForURL(/\/showcase\/session\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Mode Teks', { exact: true })).toBeVisible();
  const input = page.getByRole('textbox', { name: /^Pesan untuk / });
  await input.fill('Thanks for your time. What would a fair increase look like for you?');
  await input.press('Enter');
  await expect(page.getByTestId('transcript').locator('[data-role="character"]')).toHaveCount(2, { timeout: 20_000 });
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'session');

  await page.getByRole('button', { name: 'Akhiri Sesi' }).click();
  const confirm = page.getByRole('dialog', { name: 'Akhiri sesi ini?' });
  await expectNoEnglish(confirm);
  await confirm.getByRole('button', { name: 'Akhiri Sesi' }).click();
  await page.waitForURL(/\/showcase\/report\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('img', { name: /^Nilai keseluruhan \d{1,3} dari 100$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Cara Anda berbicara' })).toBeVisible();
  await expectNoEnglish(page.locator('main'), REPORT_DATA);
  await screenshots(page, 'report');

  // The Credits page: the balance, the history with the welcome credits and the session just held, the plan.
  const reportUrl = page.url();
  await page.goto('/showcase/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Kredit' })).toBeVisible();
  await expect(page.getByTestId('credits-page-balance')).toHaveText(/^\d+ kredit$/);
  await expect(page.getByRole('heading', { name: 'Saldo Anda' })).toBeVisible();
  await expect(page.getByTestId('engram-plan').getByRole('heading', { name: 'Paket Engram dan penagihan' })).toBeVisible();
  const history = page.getByTestId('credit-ledger');
  await expect(history.getByText('Kredit sambutan')).toBeVisible();
  await expect(history.getByText(`Sesi bermain peran: ${SCENARIO}`)).toBeVisible();
  await expect(history.getByRole('columnheader', { name: 'Tanggal' })).toBeVisible();
  await expectNoEnglish(page.locator('main'));
  await screenshots(page, 'credits');

  // The progress page with the session just graded: the scenario's and the rubric's own names and levels are data.
  await page.goto('/showcase/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Kemajuan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skor dari waktu ke waktu' })).toBeVisible();
  await expect(page.getByTestId('progress-summary').getByRole('columnheader', { name: 'Terbaik' })).toBeVisible();
  await expect(page.getByTestId('progress-chart')).toBeVisible();
  await expectNoEnglish(page.locator('main'), PROGRESS_DATA);
  await screenshots(page, 'progress');
  await page.goto(reportUrl);
  await expect(page.getByRole('heading', { name: 'Cara Anda berbicara' })).toBeVisible();

  // The header's switch: English at once, kept by the account after a reload.
  await page.getByTestId('language-switch').first().selectOption('en');
  await expect(page.getByRole('img', { name: /^Overall score \d{1,3} out of 100$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await (await page.request.get('/users/me')).json()).user.language).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'How you talked' })).toBeVisible();
});

/** Five answers of an owner who writes in Indonesian (the summary needs five). */
const TWIN_ANSWERS = [
  'Keluarga saya kecil: ibu saya Ratna, adik saya Dimas, dan kucing kami yang bernama Kopi.',
  'Setiap Lebaran kami memasak opor ayam bersama, resep dari nenek yang tidak pernah ditulis.',
  'Ayah mengajari saya untuk selalu menepati janji, sekecil apa pun janji itu.',
  'Sahabat saya Wulan, kami bertemu di paduan suara kampus di Yogyakarta.',
  'Kami suka mendaki Merbabu dan tertawa karena selalu salah membaca peta.',
];

test('[I18N] the Engram’s interview, summary and first chat in Indonesian', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, await createAccount(page.request, 'Sari Wulandari'), '/auth/register/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Mari bangun Engram Anda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('list', { name: 'Kategori karier' }).getByText('Sumber Daya Manusia')).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'twin-intro');

  await page.getByLabel('Nama pengguna').fill(`sari_${Date.now().toString(36).slice(-8)}`);
  await expect(page.getByTestId('username-availability')).toContainText('tersedia.');
  await page.getByRole('button', { name: 'Pesan nama pengguna' }).click();
  await page.getByRole('link', { name: /Pakai suara AI bawaan/ }).click();
  await expect(page.getByText('Pertanyaan 1/20')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Siapa saja anggota keluarga Anda, dan seperti apa masing-masing dari mereka?' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Kemajuan penyiapan kembaran digital' })).toHaveAttribute('aria-valuetext', /^Langkah \d dari \d$/);
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'twin-interview');

  const answerBox = page.getByLabel('Jawaban Anda');
  for (const [index, answer] of TWIN_ANSWERS.entries()) {
    await expect(page.getByText(`Pertanyaan ${index + 1}/20`)).toBeVisible();
    await answerBox.fill(answer);
    await page.getByRole('button', { name: 'Berikutnya' }).click();
  }
  await expect(page.getByText('Pertanyaan 6/20')).toBeVisible();
  await expect(page.getByTestId('answered-count')).toHaveText('5 terjawab');
  await page.getByRole('button', { name: 'Temui versi AI Anda' }).click();

  await expect(page.getByRole('heading', { name: 'Saatnya bertemu versi AI Anda' })).toBeVisible();
  await expect(page.getByTestId('answered-summary')).toHaveText('Anda telah menjawab 5 dari 20 pertanyaan.');
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'twin-meet');
  await page.getByRole('link', { name: 'Lihat Ringkasan' }).click();

  // The summary: the sections' texts and the tags are the owner's own material (data); every word around them is Indonesian.
  await expect(page.getByTestId('twin-summary')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Keluarga' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seberapa baik Engram mengenal Anda' })).toBeVisible();
  await expectNoEnglish(page.locator('body'), '[data-testid^="summary-section-"] p.whitespace-pre-wrap, [data-testid="twin-summary"] ul li');
  await screenshots(page, 'twin-summary');

  await page.getByRole('link', { name: 'Coba Kepribadian' }).click();
  await expect(page.getByRole('heading', { name: 'Coba Engram Anda' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pesan untuk Sari Wulandari' })).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'twin-chat');

  // The dashboard: the Memory Locker first, with a memory added through its dialog.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Loker Kenangan' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dasbor' }).getByRole('link', { name: 'Kunci Ahli Waris' })).toBeVisible();
  await expect(page.getByTestId('answer-more')).toContainText('Jawab lebih banyak pertanyaan (15 tersisa)');
  await expect(page.getByTestId('locker-left')).toHaveText(/tersisa dari/);
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'dashboard-locker');
  await page.getByRole('button', { name: 'Tambah kenangan' }).click();
  const addMemory = page.getByRole('dialog', { name: 'Tambah kenangan' });
  await expectNoEnglish(addMemory);
  await addMemory.getByLabel('Judul').fill('Pendakian Merbabu');
  await addMemory.getByLabel('Kenangannya').fill('Kami tersesat dua jam karena peta terbalik, lalu tertawa sampai puncak.');
  await addMemory.getByRole('button', { name: 'Simpan kenangan' }).click();
  await expect(page.getByText('Kenangan ditambahkan ke loker Anda.')).toBeVisible();
  const memory = page.getByTestId('memory-item');
  await expect(memory).toContainText('Catatan teks');
  await expect(memory).toContainText('Pribadi');
  await expect(page.getByRole('heading', { name: 'Kenangan (1)' })).toBeVisible();
  // The memory's own title and text are the owner's words.
  await expectNoEnglish(page.locator('main'), '[data-testid="memory-item"] h3, [data-testid="memory-item"] p.line-clamp-3');

  // General Personality: the summary's texts and tags and the answers are the owner's own material.
  await page.getByRole('navigation', { name: 'Dasbor' }).getByRole('link', { name: 'Kepribadian Umum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kepribadian Umum' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Siapa yang mendengar jawaban Anda' })).toBeVisible();
  await expect(page.getByLabel('Terlihat oleh (jawaban 1)')).toHaveValue('private');
  await expectNoEnglish(
    page.locator('main'),
    '[data-testid^="summary-section-"] p.whitespace-pre-wrap, [data-testid="twin-summary"] ul li, [data-testid="answer-visibility-list"] p.line-clamp-2',
  );
  await screenshots(page, 'dashboard-personality');

  // Heir Key, with an heir named: the invitation and its link are worded in Indonesian.
  await page.getByRole('navigation', { name: 'Dasbor' }).getByRole('link', { name: 'Kunci Ahli Waris' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunci Ahli Waris' })).toBeVisible();
  await page.getByLabel('Email ahli waris').fill(uniqueEmail('dimas'));
  await page.getByRole('button', { name: 'Tambah ahli waris' }).click();
  await expect(page.getByTestId('heir-invitation')).toContainText('Tautan ini hanya dapat dipakai sekali');
  await expect(page.getByTestId('heir-status')).toContainText(/^Diundang · tautan berlaku hingga /);
  await expectNoEnglish(page.locator('main'), '[data-testid="heir-invitation-note"]');
  await screenshots(page, 'dashboard-heirs');

  // Publish, with the paid mentor's card saying in Indonesian why a private Engram cannot be one.
  await page.getByRole('navigation', { name: 'Dasbor' }).getByRole('link', { name: 'Publikasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Publikasi' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pribadi' })).toBeChecked();
  await expect(page.getByTestId('onchain-status')).not.toBeEmpty();
  await expect(page.getByTestId('mentor-card').getByRole('heading', { name: 'Mentor berbayar' })).toBeVisible();
  await expectNoEnglish(page.locator('main'));
  await screenshots(page, 'dashboard-publish');
  // The choice is asked first: the radio stays on Pribadi while the question shows what would be shared.
  await page.getByRole('radio', { name: 'Publik' }).click();
  const publish = page.getByRole('dialog', { name: 'Jadikan Engram Anda publik?' });
  await expect(publish.getByTestId('preview-answer-counts')).toHaveText(/^Jawaban yang didengar siapa pun yang memiliki tautan: 0 · /);
  await expectNoEnglish(publish, '[data-testid="publish-preview"] dd, [data-testid^="preview-answer-"] p.line-clamp-2, [data-testid="publish-preview"] li .font-medium');
  await publish.getByRole('button', { name: 'Jadikan publik' }).click();
  await expect(page.getByText('Engram Anda sekarang bersifat publik.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Publik' })).toBeChecked();

  // Its public page: the built-in twin reads English only, and the page says so in Indonesian.
  const publicLink = (await page.getByTestId('public-link').textContent()) ?? '';
  await page.goto(new URL(publicLink).pathname);
  await expect(page.getByTestId('twin-english-only')).toHaveText(/^Di server ini, Engram milik Sari Wulandari hanya membaca dan menjawab dalam bahasa Inggris/);
  await expectNoEnglish(page.locator('main'), '[role="log"], [data-testid^="summary-section-"] p.whitespace-pre-wrap');
  await screenshots(page, 'public-page');
  await page.goBack();

  // Settings.
  await page.getByRole('navigation', { name: 'Dasbor' }).getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hapus Engram Anda' })).toBeVisible();
  await expectNoEnglish(page.locator('main'));
  await screenshots(page, 'dashboard-settings');
});

test('[I18N] the e-mail address card, the account forms’ validation and the heir’s invitation page in Indonesian', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await createAccount(page.request, 'Tari Lestari');
  await signIn(page, account, null);
  expect((await page.request.patch('/users/me', { data: { language: 'id' } })).status()).toBe(200);

  // The e-mail address card, and the shared schema's refusals shown in Indonesian before anything is sent.
  await page.goto('/showcase/account');
  const card = page.locator('section[aria-labelledby="email-address-heading"]');
  await expect(card.getByRole('heading', { name: 'Alamat email' })).toBeVisible();
  await card.getByLabel('Alamat email baru').fill('bukan-alamat');
  await card.getByRole('button', { name: 'Ganti alamat email' }).click();
  await expect(card.getByText('Masukkan alamat email yang valid.')).toBeVisible();
  await expect(card.getByText('Kata sandi saat ini wajib diisi.')).toBeVisible();
  await expectNoEnglish(card, '[data-testid="current-email"]');
  await screenshots(page, 'account-email');

  // The heir's invitation page, with the server's refusal of an unknown link in Indonesian.
  await page.goto('/heirs/accept?token=no-such-invitation-0001');
  await expect(page.getByRole('heading', { name: 'Anda diundang sebagai ahli waris' })).toBeVisible();
  await expect(page.getByText(/^Tautan undangan ini tidak valid\./)).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'heir-invitation');
});

test('[I18N] the quick and advanced scenario forms in Indonesian, with the reason Create is disabled', async ({ page }) => {
  test.setTimeout(90_000);
  // The browser prefers Indonesian and the account has chosen no language.
  await signIn(page, await createAccount(page.request, 'Dewi Anggraini'), '/showcase/roleplay/quick-create');
  const quick = page.getByRole('form', { name: 'Buat Skenario Cepat' });
  await expect(quick.getByRole('button', { name: 'Buat', exact: true })).toBeDisabled();
  await expect(quick.getByText('Tambahkan judul skenario, peran AI, peran Anda, dan deskripsi untuk membuat.')).toBeVisible();
  await quick.getByLabel(/^Judul skenario/).fill('Keluhan pengiriman');
  await quick.getByLabel(/^Peran AI/).fill('Pelanggan');
  await expect(quick.getByText('Tambahkan peran Anda dan deskripsi untuk membuat.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Skenario Cepat' })).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'quick-create');

  await page.goto('/showcase/roleplay/advance-create');
  const advanced = page.getByRole('form', { name: 'Skenario lanjutan' });
  await expect(advanced.getByRole('heading', { name: 'Langkah 1 dari 4: Skenario' })).toBeVisible();
  await expect(advanced.getByText('Tambahkan judul skenario dan deskripsi untuk melanjutkan.')).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  // The persona step: the picker and its groups.
  await advanced.getByLabel(/^Judul skenario/).fill('Perpanjangan kontrak');
  await advanced.getByLabel(/^Deskripsi skenario/).fill('Pelanggan lama ingin memperpanjang kontrak tetapi keberatan dengan harga baru.');
  await advanced.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(advanced.getByRole('heading', { name: 'Langkah 2 dari 4: Karakter' })).toBeVisible();
  await expect(advanced.getByText('Tambahkan persona untuk melanjutkan.')).toBeVisible();
  await advanced.getByRole('button', { name: /^Persona/ }).click();
  await expect(page.getByRole('option', { name: '-- Tidak ada --' })).toBeVisible();
  // The sample personas' names are data (the samples are written in English); the options' headings are interface.
  await expectNoEnglish(page.locator('body'), '[role="option"]');
  await screenshots(page, 'advance-create');
});

test('[I18N] the admin console in Indonesian: its frame, Organisations, Users, Quality, AI, Local model, Speech, E-mail, Usage and Credits', async ({ page }) => {
  test.setTimeout(120_000);
  const person = await createAccount(page.request, `Budi Santoso ${Date.now().toString(36)}`);
  // The administrator's account keeps no language: the browser's Indonesian shows.
  const admin = await adminAccount(page.request);
  await signIn(page, admin, '/admin/organizations');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Organisasi' })).toBeVisible();
  await expectNoEnglish(nav);
  const section = page.locator('section[aria-labelledby="admin-organizations-heading"]');
  await expect(section.getByRole('heading', { level: 1, name: 'Organisasi' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Domain organisasi yang menunggu verifikasi' })).toBeVisible();
  await expect(section.getByText(/Pilih organisasi untuk melihat/)).toBeVisible();
  // The organisations' names and domains are data.
  await expectNoEnglish(section, '[data-testid="admin-organization-row"] th, td.font-mono');
  await screenshots(page, 'admin-organizations');

  // Users: the people's names and addresses are data; their roles, dates and actions are interface.
  await nav.getByRole('link', { name: 'Pengguna' }).click();
  const users = page.locator('section[aria-labelledby="admin-users-heading"]');
  await expect(users.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
  await expect(users.getByText(/^\d+ orang$/)).toBeVisible();
  await expect(users.getByRole('button', { name: 'Tautan atur ulang' }).first()).toBeVisible();
  await expectNoEnglish(users, '[data-testid="admin-user-row"] p.font-semibold, [data-testid="admin-user-row"] p.break-all');
  await screenshots(page, 'admin-users');
  // A change's toast is worded from the catalogue, not from the server's English answer.
  await users.getByLabel('Cari orang menurut nama atau email').fill(person.name);
  const row = users.getByTestId('admin-user-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Nonaktifkan', exact: true }).click();
  const disable = page.getByRole('dialog', { name: `Nonaktifkan akun ${person.name}?` });
  await disable.getByRole('button', { name: 'Nonaktifkan akun' }).click();
  await expect(page.getByText(`Akun ${person.name} dinonaktifkan dan semua sesinya telah berakhir.`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Aktifkan', exact: true })).toBeVisible();

  // Quality: the evaluation form (the engine's name is data).
  await nav.getByRole('link', { name: 'Kualitas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kualitas' })).toBeVisible();
  const evaluation = page.getByRole('form', { name: 'Jalankan evaluasi' });
  await expect(evaluation.getByRole('button', { name: 'Jalankan evaluasi' })).toBeVisible();
  await evaluation.getByLabel('Hanya yang saya pilih (lebih cepat)').check();
  await expect(evaluation.getByText('Pilih minimal satu skenario.')).toBeVisible();
  await expectNoEnglish(evaluation, '[data-testid="quality-engine"], ul[aria-label="Skenario contoh"] li');
  await screenshots(page, 'admin-quality');

  // The settings forms: AI, Local model (the models' own names and summaries and the engine's messages are data),
  // Speech and E-mail.
  await nav.getByRole('link', { name: 'AI', exact: true }).click();
  const ai = page.getByRole('form', { name: 'Pengaturan AI' });
  await expect(ai.getByLabel('Penyedia')).toBeVisible();
  await expect(ai.getByRole('button', { name: 'Uji koneksi' })).toBeVisible();
  await expectNoEnglish(page.locator('main'));
  await screenshots(page, 'admin-ai');
  await nav.getByRole('link', { name: 'Model lokal' }).click();
  await expect(page.getByRole('heading', { name: 'Model untuk diunduh' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ollama di mesin ini' })).toBeVisible();
  await expectNoEnglish(page.locator('main'), '[data-testid="local-engine-message"], [data-testid^="local-model-"] h3 + p, [data-testid="ollama-status"] p');
  await screenshots(page, 'admin-local-model');
  await nav.getByRole('link', { name: 'Suara' }).click();
  const speech = page.getByRole('form', { name: 'Pengaturan suara' });
  await expect(speech.getByLabel('Ucapan ke teks')).toBeVisible();
  await expectNoEnglish(page.locator('main'));
  await screenshots(page, 'admin-speech');
  await nav.getByRole('link', { name: 'Email' }).click();
  const email = page.getByRole('form', { name: 'Pengaturan email' });
  await expect(email.getByRole('button', { name: 'Kirim email uji' })).toBeVisible();
  await expectNoEnglish(page.locator('main'));
  await screenshots(page, 'admin-email');

  // Usage: the tasks' and models' own names are data.
  await nav.getByRole('link', { name: 'Pemakaian' }).click();
  await expect(page.getByRole('heading', { name: 'Sesi per hari' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Harga' })).toBeVisible();
  // The price rows' remove buttons are named by their models' names ("Hapus harga claude-…-latest").
  await expectNoEnglish(
    page.locator('main'),
    '[data-testid="usage-tasks"] tbody th, [data-testid="usage-models"] tbody th, .recharts-legend-wrapper, [data-testid="usage-prices"] li button',
  );
  await screenshots(page, 'admin-usage');

  // Credits: the people's names, addresses and messages, the ledgers' entries and the payouts are data.
  await nav.getByRole('link', { name: 'Kredit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kredit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Berikan kredit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buku besar keuangan' })).toBeVisible();
  await expect(page.getByText('Kredit awal untuk akun baru')).toBeVisible();
  await expectNoEnglish(
    page.locator('main'),
    '[data-testid="pending-credit-request"] p, [data-testid="admin-ledger"] tbody, [data-testid="admin-ledger"] li, [data-testid="admin-money-ledger"] tbody, [data-testid="ledger-flags"] li, [data-testid="mentor-payouts"]',
  );
  await screenshots(page, 'admin-credits');
});

test('[I18N] the password-reset and e-mail confirmation pages in Indonesian, and a shown refusal following the language switch', async ({ page }) => {
  test.setTimeout(90_000);
  // The login page's single sign-on, and a sign-on that came back refused, worded from its reason's code.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Lanjutkan dengan SSO' }).click();
  await expect(page.getByLabel('Email kantor')).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'login-sso');
  await page.goto('/auth/login?sso_error=expired');
  await expect(page.getByText('Proses masuk ini memakan waktu lebih dari 10 menit. Mulai lagi dari halaman masuk.')).toBeVisible();
  await expectNoEnglish(page.locator('body'));

  // Forgot password: the shared schema's refusal, then the notice worded from how the link travels.
  await page.goto('/auth/forgot-password');
  await expect(page.getByRole('heading', { name: 'Lupa kata sandi?' })).toBeVisible();
  await page.getByLabel('Email').fill('bukan-alamat');
  await page.getByRole('button', { name: 'Kirim tautan reset' }).click();
  await expect(page.getByText('Masukkan alamat email yang valid.')).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'forgot-password');
  // The refusal already shown changes language with the switch, without the form checking again.
  await page.getByTestId('language-switch').first().selectOption('en');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByTestId('language-switch').first().selectOption('id');
  await expect(page.getByText('Masukkan alamat email yang valid.')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('lupa'));
  await page.getByRole('button', { name: 'Kirim tautan reset' }).click();
  await expect(page.getByTestId('forgot-password-notice')).toBeVisible();
  await expectNoEnglish(page.locator('body'));

  // Reset password: without a link, then a link the server refuses, its reason in Indonesian.
  await page.goto('/auth/reset-password');
  await expect(page.getByRole('heading', { name: 'Pilih kata sandi baru' })).toBeVisible();
  await expect(page.getByText(/^Halaman ini memerlukan tautan dari email reset Anda\./)).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await page.goto('/auth/reset-password?token=no-such-reset-link-0001');
  await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('pendek');
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
  await expect(page.getByText('Kata sandi minimal 8 karakter.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('kuda baterai benar');
  await page.getByLabel('Konfirmasi kata sandi baru').fill('kuda baterai benar');
  await page.getByRole('button', { name: 'Simpan kata sandi baru' }).click();
  await expect(page.getByRole('alert').getByText(/^Tautan reset ini tidak valid\./).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minta tautan reset baru' })).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'reset-password');

  // Confirming an e-mail address: without a link, then a link the server refuses.
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Konfirmasi alamat email Anda' })).toBeVisible();
  await expect(page.getByText(/^Halaman ini memerlukan tautan dari email verifikasi Anda\./)).toBeVisible();
  await expectNoEnglish(page.locator('body'));
  await page.goto('/verify-email?token=no-such-verification-link-0001');
  await expect(page.getByTestId('verify-email-outcome')).toHaveText(/^Tautan verifikasi ini tidak valid\./);
  await expectNoEnglish(page.locator('body'));
  await screenshots(page, 'verify-email');
});

test('[I18N] the landing page pre-rendered in Indonesian at /id, with hreflang both ways', async ({ page, browser }) => {
  // A browser that prefers Indonesian is taken from / to /id.
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/id');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amankan warisan Anda dengan kembaran AI yang berpikir seperti Anda.');
  // The page is Indonesian before any script runs: it is the pre-rendered HTML.
  const html = await (await page.request.get('/id')).text();
  expect(html).toContain('<html lang="id">');
  expect(html).toContain('Amankan warisan Anda');
  for (const [language, href] of [['en', '/'], ['id', '/id'], ['x-default', '/']]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute('href', href!);
  }
  // The testimonials' people are named as they are, and each language's link by its own name ("English").
  await expectNoEnglish(page.locator('body'), 'figcaption .font-semibold, [data-language-link]');
  await screenshots(page, 'landing');

  // The English page names the Indonesian one, and the link to English is remembered on this device.
  await page.getByTestId('landing-language-link').click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure your legacy with an AI twin that thinks like you.');
  await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute('href', '/id');
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // A browser that prefers English stays on / and is offered Indonesian.
  const english = await browser.newContext({ locale: 'en-US' });
  const englishPage = await english.newPage();
  await englishPage.goto('/');
  await expect(englishPage.locator('html')).toHaveAttribute('lang', 'en');
  await expect(englishPage.getByTestId('landing-language-link')).toHaveAttribute('href', '/id');
  await english.close();
});
