import { expect, test, type Page } from '@playwright/test';

test('[LANDING] the nine sections with their anchors and key figures', async ({ page }) => {
  await page.goto('/');
  for (const anchor of ['features', 'how-it-works', 'pricing', 'faq']) {
    await expect(page.locator(`#${anchor}`)).toBeAttached();
  }
  const pricing = page.locator('#pricing');
  await expect(pricing.getByRole('heading', { level: 3, name: 'Your Engram', exact: true })).toBeVisible();
  await expect(pricing).toContainText('1 GB');
  await expect(pricing).toContainText(/10\s*credits per session/);
  await expect(page.getByText('Free to register')).toBeVisible();
  await expect(page.locator('body')).toContainText('can be recorded on Solana when the operator connects it');
  for (const group of ['Product', 'Help', 'Legal']) await expect(page.locator('footer').getByRole('heading', { name: group })).toBeVisible();
  await expect(page.getByLabel('5 out of 5 stars')).toHaveCount(4);
});

test('[LANDING] navigation buttons lead to login and registration', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/register\?next=practice$/);
  await page.goto('/');
  // Every call to action says where it leads after signing up: the practice area or the Engram.
  for (const name of ['Secure Your Slot', 'Get Started', 'Register', 'Reserve My Username', 'Start Your Engram']) {
    for (const link of await page.getByRole('link', { name, exact: true }).all()) await expect(link, name).toHaveAttribute('href', '/auth/register?next=twin');
  }
  const practice = await page.getByRole('link', { name: 'Start practising' }).all();
  expect(practice.length).toBeGreaterThan(0);
  for (const link of practice) await expect(link).toHaveAttribute('href', '/auth/register?next=practice');
});

test('[LANDING] promises only what the product does: no videos, no percentage, no purchase that cannot be made', async ({ page }) => {
  await page.goto('/');
  // textContent, so the closed FAQ answers are read too.
  const text = await page.locator('body').evaluate((body) => [...body.querySelectorAll('header, main, footer')].map((part) => part.textContent).join(' '));
  expect(text).toContain('What does my twin learn from?');
  // There is no video memory, no measured share of a personality, no Solana record until the operator connects it,
  // and nothing is for sale.
  expect(text).not.toMatch(/video/i);
  expect(text).not.toMatch(/\d+\s*-\s*\d+\s*%|\d+%/);
  expect(text).not.toMatch(/kept on Solana|anchored on|\$\d/i);
  expect(text).not.toMatch(/\bbuy\b|coming soon|spots left/i);
  await expect(page.locator('#features')).toContainText('voice notes, add photos and documents');
  await expect(page.locator('#pricing').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth/register?next=twin');
  await expect(page.locator('#pricing').getByRole('button')).toHaveCount(0);
});

test('[LANDING] both halves of Engram are presented: practising conversations and the Engram', async ({ page }) => {
  await page.goto('/');
  const products = page.locator('#products');
  await expect(products.getByRole('heading', { level: 3, name: 'Rehearse workplace conversations' })).toBeVisible();
  await expect(products.getByRole('heading', { level: 3, name: 'Build your digital twin' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'Start practising' })).toHaveAttribute('href', '/auth/register?next=practice');
  await expect(products.getByRole('link', { name: 'Start your Engram' })).toHaveAttribute('href', '/auth/register?next=twin');
});

test('[LANDING] FAQ items expand and collapse', async ({ page }) => {
  await page.goto('/');
  const item = page.locator('#faq details').first();
  await expect(item).not.toHaveAttribute('open', '');
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');
  await expect(item.locator('summary + *')).toBeVisible();
  await item.locator('summary').click();
  await expect(item).not.toHaveAttribute('open', '');
});

test('[LANDING] the theme toggle persists across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').first().click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').first().click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test('[LANDING] with no stored theme, the system preference decides', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('[LANDING] the mobile menu opens and closes at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = page.getByTestId('mobile-menu-toggle');
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

/** Elements whose box reaches past the viewport's right edge (a phone would scroll sideways or cut them). */
async function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.scrollingElement && document.scrollingElement.scrollWidth > width) found.push(`page scrolls to ${document.scrollingElement.scrollWidth}px`);
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      // A hundredth of a pixel absorbs rounding, not a real overflow.
      if (right > width + 0.01) found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ends at ${right.toFixed(1)}px`);
    }
    return found;
  });
}

for (const width of [375, 320]) {
  test(`[LANDING] at ${width} px nothing reaches past the right edge and the hero keeps its margins`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    for (const id of ['hero-title', 'features', 'how-it-works', 'pricing', 'faq', 'cta-title']) await expect(page.locator(`#${id}`)).toBeAttached();
    expect(await pastTheRightEdge(page)).toEqual([]);

    // The hero's text and buttons stay clear of both edges, and "Free to register" is shown whole.
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    const spotsLeft = hero.getByText('Free to register');
    await expect(spotsLeft).toBeVisible();
    for (const element of [hero.locator('h1'), hero.getByRole('link', { name: 'Register', exact: true }), hero.getByRole('link', { name: 'Reserve My Username' }), spotsLeft]) {
      const box = await element.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(16);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width - 16);
    }
    expect(await spotsLeft.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await page.getByTestId('mobile-menu-toggle').click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    expect(await pastTheRightEdge(page)).toEqual([]);

    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await pastTheRightEdge(page), path).toEqual([]);
    }
  });
}

test('[LANDING] no link on the landing or the legal pages goes nowhere', async ({ page }) => {
  for (const path of ['/', '/terms', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    const hrefs = await page.locator('a').evaluateAll((links) => links.map((link) => `${(link.textContent ?? '').trim()} → ${link.getAttribute('href') ?? ''}`));
    expect(hrefs.length, path).toBeGreaterThan(10);
    // Not missing, not empty, not a bare "#" and not a fragment that names no element of its page.
    expect(hrefs.filter((entry) => /→ (#?)$/.test(entry)), path).toEqual([]);
    const sections = await page.locator('a[href^="#"], a[href^="/#"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.replace(/^\/?#/, '')));
    if (path === '/') for (const id of sections) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
  }
  // The footer's product links reach the landing's sections, the Engram's sign-up and the operator's contact.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Memory Locker' })).toHaveAttribute('href', '/auth/register?next=twin');
  await footer.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/terms#questions$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeInViewport();
  await footer.getByRole('link', { name: 'Digital Twin' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
});

test('[LANDING] the footer leads to the terms and the privacy policy', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cookies' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  // The section links lead back to the landing page's sections.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
});
