// The operators' commands for what the hiring side provides after an
// application (questions, slots, assessments, required documents), on a fresh
// embedded database, through the same services as the hiring endpoints.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { useCliSandbox } from './cli.test-support.ts';

const sandbox = useCliSandbox('screening-cli-', 18651);
const { lines, cli, importJob } = sandbox;

describe('admin commands for self-screening, assessments and mandatory details', () => {
  it('adds questions, follow-ups and slots, gives and reviews an assessment, asks for documents; refuses bad input', async () => {
    const { database, jobId: job } = await importJob({
      slug: 'heron-works',
      company: 'Heron Works',
      code: 'HERON-1',
      title: 'Data Engineer',
    });
    const [user] = await database.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name) VALUES ('asha@example.com', 'x', 'Asha') RETURNING id`,
    );
    const [candidate] = await database.query<{ id: number }>(
      `INSERT INTO candidates (user_id, first_name, last_name) VALUES ($1, 'Asha', 'Iyer') RETURNING id`,
      [user!.id],
    );
    const [application] = await database.query<{ id: number }>(
      `INSERT INTO candidate_jobs (candidate_id, job_id, status, source, sourcer)
       VALUES ($1, $2, 'PS', 'T500-Direct', 'T500-Direct') RETURNING id`,
      [candidate!.id, job],
    );
    await database.close();
    const jobId = String(job);
    const app = String(application!.id);

    // questions and a follow-up
    expect(
      await cli('screening-question-add', '--job', jobId, '--prompt', 'Have you used Spark?', '--choices', 'Yes,No'),
    ).toBe(0);
    const parentId = /^Question (\d+)/.exec(lines.at(-1)!)![1]!;
    expect(
      await cli(
        'screening-question-add',
        '--job',
        jobId,
        '--prompt',
        'What did you build with it?',
        '--parent',
        parentId,
        '--follow-up-choice',
        'Maybe',
      ),
    ).toBe(2);
    expect(lines.at(-1)).toMatch(
      /^Refused \(400\): follow_up_choice: Choose one of the parent question’s choices\.\nUsage:/,
    );
    expect(
      await cli(
        'screening-question-add',
        '--job',
        jobId,
        '--prompt',
        'What did you build with it?',
        '--parent',
        parentId,
        '--follow-up-choice',
        'Yes',
        '--max-seconds',
        '90',
      ),
    ).toBe(0);
    expect(lines.at(-1)).toMatch(new RegExp(`follow-up of ${parentId} on 'Yes'`));
    expect(await cli('screening-questions', '--job', jobId)).toBe(0);
    expect(lines.at(-1)).toMatch(/↳ after \d+ = 'Yes': What did you build with it\? \(90 s\)/);

    // slots: a past one is refused, a future one is listed
    expect(await cli('interview-slot-add', '--job', jobId, '--starts', '2020-01-01T10:00:00Z')).toBe(2);
    expect(lines.at(-1)).toMatch(/^Refused \(400\): starts_at: Choose a time in the future\.\n/);
    const starts = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect(await cli('interview-slot-add', '--job', jobId, '--starts', starts, '--capacity', '2')).toBe(0);
    expect(await cli('interview-slots', '--job', jobId)).toBe(0);
    expect(lines.at(-1)).toMatch(/\t30 min\t0\/2 booked$/);

    // an assessment: bad questions file, then a good one; review before submission is refused
    await writeFile(path.join(sandbox.dir, 'bad.json'), '[{"language":"cobol"}]');
    expect(
      await cli(
        'assessment-assign',
        '--application',
        app,
        '--title',
        'SQL',
        '--questions',
        path.join(sandbox.dir, 'bad.json'),
        '--minutes',
        '30',
        '--deadline-in-days',
        '3',
      ),
    ).toBe(2);
    await writeFile(
      path.join(sandbox.dir, 'questions.json'),
      JSON.stringify([{ prompt: 'Top three customers by order value.', language: 'sql', starter_code: 'SELECT' }]),
    );
    expect(
      await cli(
        'assessment-assign',
        '--application',
        app,
        '--title',
        'SQL',
        '--questions',
        path.join(sandbox.dir, 'questions.json'),
        '--minutes',
        '30',
        '--deadline-in-days',
        '3',
      ),
    ).toBe(0);
    const assessmentId = /^Assessment (\d+)/.exec(lines.at(-1)!)![1]!;
    expect(await cli('assessment-review', '--assessment', assessmentId, '--score', '80', '--result', 'passed')).toBe(2);
    expect(lines.at(-1)).toMatch(/^Refused \(40\d\)/);

    // mandatory details: an unknown kind is refused, then the request moves the application to SL
    expect(await cli('mandatory-request', '--application', app, '--documents', 'passport_scan')).toBe(2);
    expect(
      await cli('mandatory-request', '--application', app, '--details', 'legal_name', '--documents', 'identity_proof'),
    ).toBe(0);
    expect(lines.at(-1)).toBe(`Application ${app} selected; asked for: Full legal name; Identity proof.`);

    const check = await openDatabase({ dataDir: path.join(sandbox.dir, 'pglite') });
    const [row] = await check.query<{ status: string }>('SELECT status FROM candidate_jobs WHERE id = $1', [
      application!.id,
    ]);
    const questions = await check.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM self_screening_questions WHERE job_id = $1',
      [job],
    );
    await check.close();
    expect(row!.status).toBe('SL');
    expect(questions[0]!.n).toBe(2);
  }, 420_000);
});
