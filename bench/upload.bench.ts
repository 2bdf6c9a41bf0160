// Screening video uploads (decision 015): throughput of a 50 MB video sent in
// 2 MB chunks over real HTTP to a real server, and the time to resume after a
// dropped connection (the client asks the acknowledged offset and carries on).
// Run: npm run bench:upload   (PORT 18501 unless BENCH_PORT is set)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCREENING_VIDEO_CHUNK_BYTES } from '@talent/contracts/screening';
import { makeWebm } from '../apps/api/src/modules/screening/webm-fixture.ts';
import { percentile } from './stats.ts';

const port = Number(process.env.BENCH_PORT ?? 18501);
const base = `http://127.0.0.1:${port}/api`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-upload-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    APP_ENV: 'TEST',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function json(method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const putChunk = (token: string, app: number, id: string, offset: number, data: Buffer, signal?: AbortSignal) =>
  fetch(`${base}/candidate_jobs/${app}/screening_video_upload_v2/${id}/?offset=${offset}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Blob([new Uint8Array(data)]),
    ...(signal ? { signal } : {}),
  });

try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/health/ready/`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { token } = await json('POST', '/users/candidate/signin/', null, {
    email: 'demo@talent500.dev',
    password: 'Demo@12345',
  });
  // the demo job with self-screening the journey applies to (the seed gives it video questions)
  const status = await json('GET', '/applied_jobs/?page_size=50', token);
  const applied = new Set(status.results.map((a: { job: { id: number } }) => a.job.id));
  let application = 0;
  let question = 0;
  for (let page = 1; !application && page < 20; page++) {
    const jobs = await json('GET', `/v3/jobs/search/?page=${page}`, token).catch(() => ({ results: [] }));
    for (const job of jobs.results ?? []) {
      if (applied.has(job.id) || job.is_external) continue;
      const created = await json('POST', '/candidate_jobs/', token, { job: job.id }).catch(() => null);
      if (!created) continue;
      const list = await fetch(`${base}/candidate_jobs/screening_interview_question_list_v2/${created.id}/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (list.ok) {
        application = created.id;
        question = (await list.json()).questions.find((q: { choices: string[] }) => q.choices.length === 0)?.id;
        if (question) break;
        application = 0;
      }
    }
  }
  if (!application) throw new Error('no demo job with self-screening found');
  await json('POST', `/candidate_jobs/${application}/update_screening_consent_v2/`, token, { consent: true });

  const video = makeWebm({ durationMs: 80_000, approximateBytes: 50 * 1024 * 1024 });
  const start = (size: number) =>
    json('POST', `/candidate_jobs/${application}/screening_video_upload_v2/`, token, {
      question_id: question,
      content_type: 'video/webm',
      size_bytes: size,
      duration_ms: 80_000,
    });

  // 1. throughput: the whole 50 MB in chunks, then completion (join, sniff, measure, store)
  const first = await start(video.length);
  const chunkTimes: number[] = [];
  const t0 = performance.now();
  for (let offset = 0; offset < video.length; offset += SCREENING_VIDEO_CHUNK_BYTES) {
    const t = performance.now();
    const response = await putChunk(
      token,
      application,
      first.upload_id,
      offset,
      video.subarray(offset, offset + SCREENING_VIDEO_CHUNK_BYTES),
    );
    if (!response.ok) throw new Error(`chunk at ${offset}: ${response.status} ${await response.text()}`);
    chunkTimes.push(performance.now() - t);
  }
  const sent = performance.now() - t0;
  const t1 = performance.now();
  await json('POST', `/candidate_jobs/${application}/screening_video_upload_v2/${first.upload_id}/complete/`, token);
  const completion = performance.now() - t1;
  const mb = video.length / 1024 / 1024;
  console.log(
    `video ${mb.toFixed(1)} MB in ${chunkTimes.length} chunks of ${SCREENING_VIDEO_CHUNK_BYTES / 1024 / 1024} MB`,
  );
  console.log(
    `  chunks sent in ${(sent / 1000).toFixed(2)} s: ${(mb / (sent / 1000)).toFixed(1)} MB/s; per chunk p50 ${percentile(chunkTimes, 50).toFixed(0)} ms, p95 ${percentile(chunkTimes, 95).toFixed(0)} ms`,
  );
  console.log(
    `  completion (join, sniff, duration, store): ${completion.toFixed(0)} ms; end to end ${(mb / ((sent + completion) / 1000)).toFixed(1)} MB/s`,
  );

  // 2. a dropped connection (the retake): the 10th chunk's request is cut mid-way
  const second = await start(video.length);
  let offset = 0;
  for (; offset < 9 * SCREENING_VIDEO_CHUNK_BYTES; offset += SCREENING_VIDEO_CHUNK_BYTES) {
    await putChunk(
      token,
      application,
      second.upload_id,
      offset,
      video.subarray(offset, offset + SCREENING_VIDEO_CHUNK_BYTES),
    );
  }
  const abort = new AbortController();
  const cut = putChunk(
    token,
    application,
    second.upload_id,
    offset,
    video.subarray(offset, offset + SCREENING_VIDEO_CHUNK_BYTES),
    abort.signal,
  ).catch(() => null);
  setTimeout(() => abort.abort(), 5);
  await cut;
  const dropped = performance.now();
  const state = await json(
    'GET',
    `/candidate_jobs/${application}/screening_video_upload_v2/${second.upload_id}/`,
    token,
  );
  const asked = performance.now();
  // the cut request may still land on the server after the question: a 409 names the offset to go on from
  let from = state.offset as number;
  let conflicts = 0;
  for (;;) {
    const resumed = await putChunk(
      token,
      application,
      second.upload_id,
      from,
      video.subarray(from, from + SCREENING_VIDEO_CHUNK_BYTES),
    );
    if (resumed.ok) break;
    if (resumed.status !== 409 || conflicts++ > 3) throw new Error(`resume: ${resumed.status} ${await resumed.text()}`);
    from = (await resumed.json()).offset;
  }
  const acknowledged = performance.now();
  console.log(`dropped connection at byte ${offset} (server had acknowledged ${state.offset}):`);
  console.log(
    `  asking the offset ${(asked - dropped).toFixed(0)} ms; next chunk acknowledged ${(acknowledged - dropped).toFixed(0)} ms after the drop (${conflicts} offset correction(s)); resumed at byte ${from}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
