import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { atScreenSizes, SCREEN_SIZES, screenshots, useJourney } from './harness.ts';

const journey = useJourney();

describe('client shell', () => {
  it('opens /talent/ with the logged-out navigation bar and footer', async () => {
    const { page, errors, context } = await journey.openPage();
    const response = await page.goto('/talent/');
    expect(response?.status()).toBe(200);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Create New Account' }).isVisible()).toBe(true);
    await expect.poll(() => nav.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.title()).toContain('Talent Platform');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects to the trailing-slash path keeping query and hash', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/faq?tab=apply#top');
    await page.waitForURL('**/faq/?tab=apply#top');
    expect(new URL(page.url()).pathname).toBe('/faq/');
    await context.close();
  });

  it('shows the not-found page with status 404 for unknown paths', async () => {
    const { page, context } = await journey.openPage();
    const response = await page.goto('/this/does/not/exist/');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('sends a visitor on a protected page to login', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/dashboard/');
    await page.waitForURL(/\/auth\/signin\/\?redirect_to=/);
    await context.close();
  });

  it('collapses the navigation into a drawer on a phone and closes it with Escape', async () => {
    const { page, context } = await journey.openPage({ viewport: { width: 400, height: 800 } });
    await page.goto('/talent/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect.poll(() => page.locator('#nav-drawer').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#nav-drawer').count()).toBe(0);
    await context.close();
  });

  it('fits a phone and a laptop screen without sideways scrolling, and screenshots at both', async () => {
    const { page, context } = await journey.openPage();
    await page.goto('/talent/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const widths: number[] = [];
    await atScreenSizes(page, async () => {
      widths.push(await page.evaluate(() => document.documentElement.scrollWidth));
    });
    expect(widths).toEqual([390, 1366]);
    const files = await screenshots(page, 'shell-home');
    expect(files.map((file) => path.basename(file))).toEqual(['shell-home-390x844.png', 'shell-home-1366x900.png']);
    for (const [i, file] of files.entries()) {
      // a PNG as wide as the screen and at least as tall (the whole page)
      const png = await readFile(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(SCREEN_SIZES[i]!.width);
      expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(SCREEN_SIZES[i]!.height);
    }
    await context.close();
  });

  it.each(['/talent/', '/jobs/', '/page-not-found/', '/faq/'])(
    '%s has no serious accessibility violations',
    async (path) => {
      const context = await journey.browser.newContext({ baseURL: journey.baseUrl, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      expect(
        violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
      await context.close();
    },
  );
});
