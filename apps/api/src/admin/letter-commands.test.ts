// The operators' commands for offers, pay letters and surveys, on a fresh
// embedded database, through the same services as the hiring endpoints.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { useCliSandbox } from './cli.test-support.ts';

const sandbox = useCliSandbox('letters-cli-', 18650);
const { lines, cli, importJob } = sandbox;

describe('admin commands for offers, pay letters and surveys', () => {
  it('makes, revises and withdraws an offer, sends a pay letter and a survey, and refuses bad input', async () => {
    const { database } = await importJob({
      slug: 'wren-labs',
      company: 'Wren Labs',
      code: 'WREN-1',
      title: 'Platform Engineer',
    });
    const [user] = await database.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name) VALUES ('kiran@example.com', 'x', 'Kiran') RETURNING id`,
    );
    const [candidate] = await database.query<{ id: number }>(
      `INSERT INTO candidates (user_id, first_name, last_name) VALUES ($1, 'Kiran', 'Rao') RETURNING id`,
      [user!.id],
    );
    const [application] = await database.query<{ id: number }>(
      `INSERT INTO candidate_jobs (candidate_id, job_id, status, source, sourcer)
       SELECT $1, id, 'PS', 'T500-Direct', 'T500-Direct' FROM jobs WHERE job_code = 'WREN-1' RETURNING id`,
      [candidate!.id],
    );
    await database.close();
    const app = String(application!.id);
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

    expect(await cli('offer-create', '--application', app, '--role', 'Platform Engineer', '--start', start)).toBe(2);
    expect(lines.at(-1)).toMatch(/location: .*\n.*Usage: npm run admin -- offer-create/s);
    expect(
      await cli(
        'offer-create',
        '--application',
        app,
        '--role',
        'Platform Engineer',
        '--start',
        start,
        '--location',
        'Pune',
        '--expires-in-days',
        '7',
      ),
    ).toBe(0);
    expect(lines.at(-1)).toMatch(/^Offer (\d+) \(version 1\) sent to kiran@example\.com\.$/);
    const offerId = /^Offer (\d+)/.exec(lines.at(-1)!)![1]!;
    expect(
      await cli(
        'offer-create',
        '--application',
        app,
        '--role',
        'X',
        '--start',
        start,
        '--location',
        'Pune',
        '--expires-in-days',
        '7',
      ),
    ).toBe(2);
    expect(lines.join('\n')).toContain('Refused (409): This application already has an open offer.');
    expect(await cli('offer-revise', '--offer', offerId, '--note', 'Remote now', '--location', 'Remote')).toBe(0);
    expect(lines.at(-1)).toBe(`Offer ${offerId} is now at version 2.`);
    expect(await cli('offer-withdraw', '--offer', offerId, '--reason', 'Role closed')).toBe(0);

    expect(await cli('ctc-create', '--application', app, '--currency', 'INR', '--fixed', '12,,000')).toBe(2);
    expect(await cli('ctc-create', '--application', app, '--currency', 'INR', '--fixed', '9000')).toBe(2);
    expect(
      await cli(
        'ctc-create',
        '--application',
        app,
        '--currency',
        'INR',
        '--fixed',
        '1200000',
        '--other',
        'Relocation:60000',
      ),
    ).toBe(0);
    expect(lines.at(-1)).toMatch(/total INR 1260000 \(Twelve lakh sixty thousand Indian rupees\)/);

    await writeFile(
      path.join(sandbox.dir, 'survey.json'),
      JSON.stringify({
        title: 'Your application',
        trigger: 'after_application',
        questions: [{ id: 'ease', kind: 'rating', label: 'How easy was it?', scale: 5, required: true }],
      }),
    );
    expect(await cli('survey-create', '--company', 'wren-labs', path.join(sandbox.dir, 'survey.json'))).toBe(0);
    const surveyId = /^Survey (\d+)/.exec(lines.at(-1)!)![1]!;
    expect(await cli('survey-send', '--survey', surveyId, '--applications', app)).toBe(0);
    expect(lines.at(-1)).toBe(`Survey ${surveyId}: 1 sent, 0 already had it.`);

    const check = await openDatabase({ dataDir: path.join(sandbox.dir, 'pglite') });
    const events = await check.query<{ action: string }>(
      'SELECT action FROM application_events WHERE application_id = $1 ORDER BY at, id',
      [application!.id],
    );
    const mails = await check.query<{ payload: { text: string } }>(
      "SELECT payload FROM queue_jobs WHERE kind = 'email.send' ORDER BY id",
    );
    await check.close();
    expect(events.map((e) => e.action)).toEqual(['offered', 'revised', 'withdrawn', 'sent', 'survey_sent']);
    expect(mails.some((m) => m.payload.text.includes(`http://127.0.0.1:18650/offer/${offerId}/`))).toBe(true);
  }, 180_000);
});
