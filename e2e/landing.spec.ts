import { expect, test } from '@playwright/test';

test('[LANDING] the nine sections with their anchors and key figures', async ({ page }) => {
  await page.goto('/');
  for (const anchor of ['features', 'how-it-works', 'pricing', 'faq']) {
    await expect(page.locator(`#${anchor}`)).toBeAttached();
  }
  const pricing = page.locator('#pricing');
  await expect(pricing).toContainText('$99');
  await expect(pricing).toContainText('$0.99');
  await expect(pricing).toContainText('20%');
  await expect(pricing).toContainText('Most Popular');
  await expect(page.getByText('127 spots left').first()).toBeVisible();
  await expect(page.locator('body')).toContainText('85-95%');
  await expect(page.locator('body')).toContainText('Solana');
  await expect(page.locator('footer')).toContainText('Product');
  await expect(page.locator('footer')).toContainText('Company');
  await expect(page.locator('footer')).toContainText('Connect');
  await expect(page.getByLabel('5 out of 5 stars')).toHaveCount(4);
});

test('[LANDING] navigation buttons lead to login and registration', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.goto('/');
  for (const name of ['Reserve My Username', 'Secure Your Slot', 'Get Started']) {
    await expect(page.getByRole('link', { name }).first()).toHaveAttribute('href', '/auth/register');
  }
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
