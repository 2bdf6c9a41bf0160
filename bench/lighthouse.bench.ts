// Lighthouse mobile performance of the public pages: the `lighthouse` package
// driving Debian's Chromium (/usr/bin/chromium), mobile preset (its default:
// Moto G Power emulation, slow 4G, 4x CPU slowdown), the median of RUNS runs
// per page: score, LCP, TBT, CLS. Absolute figures depend on how busy the
// machine is: the load average is printed beside them.
// Run: npm run build && npm run bench:lighthouse   (LIGHTHOUSE_RUNS=5)
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { freePort, startServer } from '../e2e/harness.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServer();
const port = await freePort();
const chrome = spawn(
  '/usr/bin/chromium',
  ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`],
  { stdio: 'ignore' },
);
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const search = (await (await fetch(`${server.baseUrl}/api/v5/jobs/search/?page_size=1`)).json()) as {
    results: { url: string }[];
  };
  const jobPath = new URL(search.results[0]!.url, server.baseUrl).pathname;
  const pages = [
    '/talent/',
    '/jobs/',
    jobPath,
    '/analyze-resume/',
    `/jobs/${jobPath.split('/')[2]}/`,
    '/',
    '/blog/',
    '/hire/',
  ];
  console.log(
    `Lighthouse mobile, median of ${RUNS}, load average at start ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const pagePath of pages) {
    const runs: { score: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.baseUrl}${pagePath}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result!.lhr;
      runs.push({
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
      });
    }
    console.log(
      `  ${pagePath.padEnd(48)} score ${String(median(runs.map((r) => r.score))).padStart(3)}  LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s  TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}  (scores ${runs.map((r) => r.score).join(', ')})`,
    );
  }
  console.log(
    `load average at end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  chrome.kill();
  await server.stop();
}
