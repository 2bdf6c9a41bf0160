// What a first visit to /talent/ downloads: every script the page loads, with
// the bytes on the wire (brotli or gzip as served) and the gzip size.
// Run: npm run build && npm run bench:first-visit
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from '../e2e/harness.ts';

const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext()).newPage();
  const scripts: { url: string; wire: number; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const sizes = await response.request().sizes();
    scripts.push({
      url: new URL(response.url()).pathname,
      wire: sizes.responseBodySize,
      raw: body.length,
      gzip: gzipSync(body).length,
    });
  });
  await page.goto(`${server.baseUrl}/talent/`, { waitUntil: 'networkidle' });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const s of scripts)
    console.log(
      `${s.url.padEnd(48)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}  on the wire ${kb(s.wire).padStart(8)}`,
    );
  const total = scripts.reduce(
    (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, wire: sum.wire + s.wire }),
    { raw: 0, gzip: 0, wire: 0 },
  );
  console.log(
    `total JavaScript for a first visit to /talent/: ${scripts.length} files, raw ${kb(total.raw)}, gzip ${kb(total.gzip)}, on the wire ${kb(total.wire)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
