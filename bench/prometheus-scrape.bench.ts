// /metrics scraped by the real Prometheus server (Debian's `prometheus`
// package, decision 034): the built server on a fresh data folder with a
// METRICS_TOKEN, a Prometheus on 127.0.0.1 scraping it every second with that
// token, a bounded load of GET /api/companies/ and /api/v5/jobs/search/, then
// the latency histogram read back through Prometheus's HTTP query API
// (histogram_quantile over http_request_duration_seconds_bucket). Prints the
// scrape's health and duration, the p50/p95 Prometheus computes per route, and
// the request count it saw against the count sent.
// Run: npm run bench:prometheus  (needs `apt-get install -y prometheus`; PROMETHEUS_BENCH_REQUESTS=200)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/harness.ts';

const PROMETHEUS = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
const REQUESTS = Math.min(2000, Number(process.env.PROMETHEUS_BENCH_REQUESTS ?? 200));
const token = randomBytes(24).toString('hex');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startServer({ LOG_LEVEL: 'error', METRICS_TOKEN: token, SEED_DEMO_DATA: 'true' });
const dir = await mkdtemp(path.join(tmpdir(), 'prometheus-bench-'));
const promPort = await freePort();
const target = new URL(server.baseUrl);
await writeFile(path.join(dir, 'token'), token);
await writeFile(
  path.join(dir, 'prometheus.yml'),
  `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n  - job_name: talent\n    metrics_path: /metrics\n    authorization:\n      type: Bearer\n      credentials_file: ${path.join(dir, 'token')}\n    static_configs:\n      - targets: ['${target.host}']\n`,
);
const prometheus = spawn(
  PROMETHEUS,
  [
    `--config.file=${path.join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${promPort}`,
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);
const promLog: string[] = [];
prometheus.stderr.on('data', (chunk: Buffer) => promLog.push(chunk.toString()));
const promUrl = `http://127.0.0.1:${promPort}`;

async function query(expr: string) {
  const response = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await response.json()) as {
    status: string;
    data: { result: { metric: Record<string, string>; value: [number, string] }[] };
  };
  if (body.status !== 'success') throw new Error(`query failed: ${expr}`);
  return body.data.result;
}

try {
  // Prometheus up and the target scraped
  for (let i = 0; ; i++) {
    if (i > 60) throw new Error(`prometheus did not scrape the target:\n${promLog.join('').slice(-2000)}`);
    const up = await query('up{job="talent"}').catch(() => []);
    if (up[0]?.value[1] === '1') break;
    await sleep(500);
  }
  const routes = ['/api/companies/?page_size=5', '/api/v5/jobs/search/?search_term=engineer'];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const response = await fetch(`${server.baseUrl}${routes[i % routes.length]}`);
    await response.arrayBuffer();
  }
  const loadSeconds = (performance.now() - started) / 1000;
  await sleep(3000); // two more scrapes
  const [health] = await query('up{job="talent"}');
  const [scrape] = await query('scrape_duration_seconds{job="talent"}');
  const counts = await query(
    'sum by (route) (http_requests_total{job="talent",route=~"/api/(companies|v5/jobs/search)/"})',
  );
  const quantile = async (q: number) =>
    query(
      `histogram_quantile(${q}, sum by (route, le) (http_request_duration_seconds_bucket{job="talent",route=~"/api/(companies|v5/jobs/search)/"}))`,
    );
  const [p50, p95] = [await quantile(0.5), await quantile(0.95)];
  const series = await query('count({job="talent"})');
  console.log(
    `prometheus: target up=${health?.value[1]}, scrape ${(Number(scrape?.value[1]) * 1000).toFixed(1)} ms, ${series[0]?.value[1]} series`,
  );
  console.log(`load: ${REQUESTS} requests in ${loadSeconds.toFixed(1)} s from one client`);
  for (const row of counts) {
    const route = row.metric.route!;
    const median = p50.find((r) => r.metric.route === route)?.value[1];
    const tail = p95.find((r) => r.metric.route === route)?.value[1];
    console.log(
      `${route}: ${row.value[1]} requests seen by Prometheus; histogram p50 ${(Number(median) * 1000).toFixed(1)} ms, p95 ${(Number(tail) * 1000).toFixed(1)} ms`,
    );
  }
  if (!counts.length || !p50.length) throw new Error('no histogram read back from Prometheus');
} finally {
  prometheus.kill('SIGTERM');
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
