// Shared set-up for the offer, letter and survey tests: a company with a job,
// its hiring-team member, a rival company's member, and applications.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import {
  createCandidate,
  createHiringMember,
  type TestCandidate,
  type TestContext,
  type TestHiringMember,
} from '../../../test/helpers.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';

export interface LetterWorld {
  companyName: string;
  jobs: number[];
  member: TestHiringMember;
  outsider: TestHiringMember;
}

export async function letterWorld(ctx: TestContext, name = 'Kestrel Systems'): Promise<LetterWorld> {
  const slug = await addCompany(ctx, { name });
  const rival = await addCompany(ctx, { name: `${name} Rival` });
  const ids = await addJobs(ctx, slug, [
    { title: 'Backend Engineer' },
    { title: 'Frontend Engineer' },
    { title: 'Data Analyst' },
    { title: 'QA Engineer' },
    { title: 'Site Reliability Engineer' },
    { title: 'Product Designer' },
  ]);
  const companyId = async (s: string) =>
    (await ctx.database.query<{ id: number }>('SELECT id FROM companies WHERE slug = $1', [s]))[0]!.id;
  return {
    companyName: name,
    jobs: [...ids],
    member: await createHiringMember(ctx, await companyId(slug)),
    outsider: await createHiringMember(ctx, await companyId(rival)),
  };
}

export async function applyAs(ctx: TestContext, candidate: TestCandidate, job: number): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/candidate_jobs/',
    headers: candidate.auth,
    payload: { job },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

export const call = (
  ctx: TestContext,
  who: { auth: Record<string, string> } | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(who?.auth ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export { createCandidate };

/** The text of a PDF, page by page, read back with pdf.js. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const parts: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return parts.join('\n').replace(/\s+/g, ' ');
}

/** Runs queued jobs as if their time had come (the queue compares run_at with the database clock). */
export async function runJobsDue(ctx: TestContext, kinds: string[]) {
  await ctx.database.query('UPDATE queue_jobs SET run_at = now() WHERE done_at IS NULL AND kind = ANY($1)', [kinds]);
  await ctx.drainQueue();
}

export async function outbox(ctx: TestContext, to: string) {
  return ctx.database.query<{ subject: string; text_body: string }>(
    'SELECT subject, text_body FROM dev_outbox WHERE to_address = $1 ORDER BY id',
    [to],
  );
}
