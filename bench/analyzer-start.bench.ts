// The resume analyzer's first request after the server starts, beside the
// steady state: the readers are loaded at start (decision 007, warm start),
// so the first answer should take about as long as the next ones.
// Run: npm run bench:analyzer-start   (port 18480)
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { FILES_DIR } from '../apps/api/test/resume-corpus/generate.ts';
import { startBenchServer } from './server-process.ts';
import { percentile } from './stats.ts';

const FILE = process.env.ANALYZER_FILE ?? 'banner-pdf-1.pdf';
const bytes = await readFile(path.join(FILES_DIR, FILE));
const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-analyzer-'));
const server = await startBenchServer(18480, { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', DATABASE_URL: '' });

async function analyze() {
  const form = new FormData();
  form.append('resume_file', new Blob([bytes], { type: 'application/pdf' }), FILE);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/v1/analyze_resume`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

try {
  // the server answers its health check; the first visitor arrives at once
  const first = await analyze();
  const steady: number[] = [];
  for (let i = 0; i < 20; i++) steady.push((await analyze()).ms);
  console.log(
    `Analyzer, ${FILE} (${(bytes.length / 1024).toFixed(1)} KB), load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(`  first request after start: ${first.ms.toFixed(0)} ms (status ${first.status})`);
  console.log(
    `  steady state (20 requests): p50 ${percentile(steady, 50).toFixed(0)} ms, p95 ${percentile(steady, 95).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
