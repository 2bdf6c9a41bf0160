// Embedding in a content-managed page (spec 01 §1, §9): the repository's test
// page (e2e/embed/embed-test.html), served from another origin, loads
// /embed.js and adds its container two seconds late; the script's retries at
// 1000 ms and 3000 ms mount the job list on the second retry.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useJourney } from './harness.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// the host page is another site: localhost, while the application answers on 127.0.0.1
const journey = useJourney({ env: { EMBED_ORIGINS: 'http://localhost:*' } });
let host: Server;
let hostUrl: string;

beforeAll(async () => {
  const page = await readFile(path.join(here, 'embed/embed-test.html'), 'utf8');
  const port = await freePort();
  host = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page.replace('__APP_URL__', journey.baseUrl));
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${port}/`;
});
afterAll(() => new Promise<void>((resolve) => host?.close(() => resolve())));

describe('the embed script', () => {
  it('mounts the job list after a late container, on the 3000 ms retry', { timeout: 180_000 }, async () => {
    const { page } = await journey.openPage();
    await page.goto(hostUrl);
    // the container arrives at 2000 ms: the first try and the 1000 ms retry found nothing
    await page.waitForFunction(() => 'containerAddedAt' in window);
    const beforeRetry = await page.evaluate(() => ({
      at: performance.now(),
      mounted: document.querySelectorAll('[data-talent-mounted]').length,
    }));
    if (beforeRetry.at < 2900) expect(beforeRetry.mounted).toBe(0);
    const frameElement = page.locator('[data-talent-embed] iframe');
    await frameElement.waitFor({ timeout: 10_000 });
    const mountedAt = await page.evaluate(() => performance.now());
    expect(mountedAt).toBeGreaterThanOrEqual(3000);
    expect(await frameElement.getAttribute('src')).toBe(`${journey.baseUrl}/jobs/`);
    // the framed application renders its job list inside the other site's page
    const frame = page.frameLocator('[data-talent-embed] iframe');
    await frame.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    const framed = page.frames().find((f) => f.url().startsWith(journey.baseUrl));
    expect(new URL(framed!.url()).pathname).toBe('/jobs/');
  });
});
