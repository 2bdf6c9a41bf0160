import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../admin/cli.ts';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.ts';
import { parseCsv } from '../../admin/csv.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, migratedPgliteDir, type TestContext } from '../../../test/helpers.ts';
import { ImportError } from './catalogue-import.ts';
import { catalogueOf } from './jobs.test-support.ts';

let ctx: TestContext;
const job = (overrides: Record<string, unknown> = {}) => ({
  job_code: 'CAT-1',
  company: 'heron-health',
  title: 'Clinical Data Engineer',
  description: '<p onclick="x()">Hello <a href="javascript:alert(1)">x</a><img src=x></p>',
  skills: 'SQL|Python| |FHIR',
  experience_min: '2',
  experience_max: '6',
  ...overrides,
});
const jobRow = async (code: string) =>
  (
    await ctx.database.query<{
      id: number;
      slug: string;
      description: string;
      skills: string[];
      published_at: Date;
      is_published: boolean;
    }>('SELECT id, slug, description, skills, published_at, is_published FROM jobs WHERE job_code = $1', [code])
  )[0];

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('importing companies and jobs', () => {
  it('refuses a file with any invalid row and writes nothing', async () => {
    const attempt = catalogueOf(ctx).importCompanies([
      { slug: 'heron-health', name: 'Heron Health' },
      { slug: 'Bad Slug', name: '' },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(ImportError);
    await expect(attempt).rejects.toThrow(/row 2 \(Bad Slug\): slug lower-case words joined by hyphens/);
    expect(await ctx.database.query('SELECT 1 FROM companies')).toEqual([]);
  });

  it('accepts only http(s) links, since they end up in hrefs and new tabs', async () => {
    for (const website of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com']) {
      const attempt = catalogueOf(ctx).importCompanies([{ slug: 'kite-kitchens', name: 'Kite', website }]);
      await expect(attempt).rejects.toThrow(/website must be an http\(s\) URL/);
    }
    expect(await ctx.database.query('SELECT 1 FROM companies')).toEqual([]);
  });

  it('creates, then updates companies by slug', async () => {
    expect(
      await catalogueOf(ctx).importCompanies([{ slug: 'heron-health', name: 'Heron Health', priority: '3' }]),
    ).toEqual({ created: 1, updated: 0 });
    expect(
      await catalogueOf(ctx).importCompanies([
        { slug: 'heron-health', name: 'Heron Health Group' },
        { slug: 'ibis-insure', name: 'Ibis Insure' },
      ]),
    ).toEqual({ created: 1, updated: 1 });
  });

  it('sanitises descriptions, derives slugs, splits skills, and reports newly published jobs', async () => {
    const result = await catalogueOf(ctx).importJobs([job()]);
    expect(result).toMatchObject({ created: 1, updated: 0 });
    const row = (await jobRow('CAT-1'))!;
    expect(result.newlyPublished).toEqual([row.id]);
    expect(row.slug).toBe('clinical-data-engineer-cat-1');
    // one rich-text policy (spec 02 §5): rel is added where a link opens a new tab
    expect(row.description).toBe('<p>Hello <a>x</a></p>');
    expect(row.skills).toEqual(['SQL', 'Python', 'FHIR']);
    expect(sanitizeRichText('<h3>Role</h3><script>x</script>')).toBe('<h3>Role</h3>');
  });

  it('keeps the posting date on an update, restarts it when a job comes back', async () => {
    const first = (await jobRow('CAT-1'))!.published_at;
    ctx.clock.advance(86_400_000);
    const update = await catalogueOf(ctx).importJobs([job({ title: 'Clinical Data Engineer II' })]);
    expect(update).toEqual({ created: 0, updated: 1, newlyPublished: [] });
    expect((await jobRow('CAT-1'))!.published_at).toEqual(first);
    await catalogueOf(ctx).importJobs([job({ is_published: 'false' })]);
    ctx.clock.advance(86_400_000);
    const back = await catalogueOf(ctx).importJobs([job()]);
    expect(back.newlyPublished).toHaveLength(1);
    expect((await jobRow('CAT-1'))!.published_at).toEqual(ctx.clock.now);
  });

  it('refuses unknown companies, repeated codes and inconsistent rows, writing nothing', async () => {
    const count = async () => (await ctx.database.query('SELECT 1 FROM jobs')).length;
    const before = await count();
    await expect(catalogueOf(ctx).importJobs([job({ job_code: 'CAT-2', company: 'nobody' })])).rejects.toThrow(
      "unknown company 'nobody'",
    );
    await expect(catalogueOf(ctx).importJobs([job({ job_code: 'CAT-3' }), job({ job_code: 'CAT-3' })])).rejects.toThrow(
      'the same job_code appears twice',
    );
    await expect(
      catalogueOf(ctx).importJobs([
        job({ job_code: 'CAT-4', experience_min: 9, experience_max: 2, is_external: true }),
      ]),
    ).rejects.toThrow(/experience_min must not exceed experience_max[\s\S]*an external job needs its redirection_url/);
    expect(await count()).toBe(before);
  });

  it('publishes and unpublishes one job, and numbers screening questions', async () => {
    await catalogueOf(ctx).setJobPublished('CAT-1', false);
    expect((await jobRow('CAT-1'))!.is_published).toBe(false);
    await catalogueOf(ctx).setJobPublished('CAT-1', true);
    expect((await jobRow('CAT-1'))!.is_published).toBe(true);
    await expect(catalogueOf(ctx).setJobPublished('NOPE', true)).rejects.toThrow("unknown job 'NOPE'");
    expect(await catalogueOf(ctx).addScreeningQuestion('CAT-1', { question: 'Why us?', kind: 'text' })).toMatchObject({
      id: 'q1',
    });
    expect(
      await catalogueOf(ctx).addScreeningQuestion('CAT-1', {
        question: 'Shift?',
        kind: 'choice',
        options: ['Day', 'Night'],
      }),
    ).toMatchObject({ id: 'q2', options: ['Day', 'Night'] });
    await expect(catalogueOf(ctx).addScreeningQuestion('CAT-1', { question: 'Pick', kind: 'choice' })).rejects.toThrow(
      'a choice question needs options',
    );
  });
});

describe('CSV', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks', () => {
    const rows = parseCsv('\uFEFFa,b,c\r\n1,"two, 2","say ""hi""\nthere"\n\n4,,6\n');
    expect(rows).toEqual([
      { a: '1', b: 'two, 2', c: 'say "hi"\nthere' },
      { a: '4', b: '', c: '6' },
    ]);
    expect(() => parseCsv('a,b\n1,2,3')).toThrow('row 2 has 3 fields');
    expect(() => parseCsv('a\n"open')).toThrow('not closed');
  });
});

describe('admin command line', () => {
  let dir: string;
  const saved = { ...process.env };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'talent-admin-'));
    await migratedPgliteDir(path.join(dir, 'pglite'));
    process.env.DATA_DIR = dir;
    process.env.DATABASE_URL = '';
    process.env.NODE_ENV = 'test';
  });
  afterAll(async () => {
    process.env = saved;
    await rm(dir, { recursive: true, force: true });
  });

  it('imports companies from JSON and jobs from CSV, then adds a screening question', async () => {
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    await writeFile(path.join(dir, 'companies.json'), JSON.stringify([{ slug: 'kite-labs', name: 'Kite Labs' }]));
    await writeFile(
      path.join(dir, 'jobs.csv'),
      'job_code,company,title,skills,location,is_remote\nK-1,kite-labs,"Kite Engineer, Platform",Go|Kafka,"Pune, India",false\n',
    );
    expect(await runCli(['import-companies', path.join(dir, 'companies.json')], print), lines.join('\n')).toBe(0);
    expect(await runCli(['import-jobs', path.join(dir, 'jobs.csv')], print)).toBe(0);
    expect(
      await runCli(['add-screening-question', '--job', 'K-1', '--question', 'Ready?', '--kind', 'yes_no'], print),
    ).toBe(0);
    expect(lines).toEqual([
      'Companies: 1 created, 0 updated.',
      'Jobs: 1 created, 0 updated, 1 newly published.',
      'Added screening question q1.',
    ]);
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    const [row] = await database.query<{ title: string; skills: string[]; screening_questions: unknown[] }>(
      'SELECT title, skills, screening_questions FROM jobs',
    );
    await database.close();
    expect(row).toMatchObject({ title: 'Kite Engineer, Platform', skills: ['Go', 'Kafka'] });
    expect(row!.screening_questions).toHaveLength(1);
  });

  it('explains usage and refused imports with exit codes', async () => {
    const lines: string[] = [];
    expect(await runCli(['nonsense'], (l) => lines.push(l))).toBe(2);
    expect(await runCli(['add-screening-question', '--job', 'K-1'], (l) => lines.push(l))).toBe(2);
    await writeFile(path.join(dir, 'bad.json'), JSON.stringify([{ job_code: 'K-2', company: 'ghost', title: 'X' }]));
    expect(await runCli(['import-jobs', path.join(dir, 'bad.json')], (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(
      /Unknown command 'nonsense'[\s\S]*--question is required[\s\S]*unknown company 'ghost'/,
    );
  });
});
