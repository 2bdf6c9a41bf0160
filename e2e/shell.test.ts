import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { launchBrowser, openPage, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('client shell', () => {
  it('opens /talent/ with the logged-out navigation bar and footer', async () => {
    const { page, errors, context } = await openPage(browser, server.baseUrl);
    const response = await page.goto('/talent/');
    expect(response?.status()).toBe(200);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Create New Account' }).isVisible()).toBe(true);
    await expect.poll(() => nav.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.title()).toContain('Talent500');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects to the trailing-slash path keeping query and hash', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/faq?tab=apply#top');
    await page.waitForURL('**/faq/?tab=apply#top');
    expect(new URL(page.url()).pathname).toBe('/faq/');
    await context.close();
  });

  it('shows the not-found page with status 404 for unknown paths', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    const response = await page.goto('/this/does/not/exist/');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends a visitor on a protected page to login', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/dashboard/');
    await page.waitForURL(/\/auth\/signin\/\?redirect_to=/);
    await context.close();
  });

  it('collapses the navigation into a drawer on a phone and closes it with Escape', async () => {
    const { page, context } = await openPage(browser, server.baseUrl, { viewport: { width: 400, height: 800 } });
    await page.goto('/talent/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect.poll(() => page.locator('#nav-drawer').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#nav-drawer').count()).toBe(0);
    await context.close();
  });

  it.each(['/talent/', '/jobs/', '/page-not-found/', '/faq/'])(
    '%s has no serious accessibility violations',
    async (path) => {
      const context = await browser.newContext({ baseURL: server.baseUrl, bypassCSP: true });
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
