// The demo candidate is built through the services (decision 050): the
// applications have the timeline and the notifications a candidate doing it
// gets, and seeding again adds nothing and keeps the candidate's own edits.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { signIn } from '../modules/auth/auth.test-support.ts';
import { DEMO_CANDIDATE } from './seed-data.ts';
import { seedDemoData } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db, { now: ctx.clock.now });
});
afterAll(async () => ctx?.close());

const applications = () =>
  ctx.database.query<{ job_code: string; status: string; stage: string }>(
    `SELECT j.job_code, cj.status, cj.stage FROM candidate_jobs cj JOIN jobs j ON j.id = cj.job_id
     JOIN candidates c ON c.id = cj.candidate_id JOIN users u ON u.id = c.user_id
     WHERE u.email = $1 ORDER BY j.job_code`,
    [DEMO_CANDIDATE.email],
  );
const counts = async () =>
  (
    await ctx.database.query<{ events: number; notices: number; saved: number; alerts: number }>(
      `SELECT (SELECT count(*)::int FROM application_events e WHERE e.candidate_id = c.id) AS events,
              (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id) AS notices,
              (SELECT count(*)::int FROM candidate_saved_jobs s WHERE s.candidate_id = c.id AND s.is_saved) AS saved,
              (SELECT count(*)::int FROM job_alerts a WHERE a.candidate_id = c.id) AS alerts
       FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [DEMO_CANDIDATE.email],
    )
  )[0]!;

it('makes the demo applications through the applications service and the lifecycle', async () => {
  const byCode = Object.fromEntries((await applications()).map((row) => [row.job_code, `${row.status}/${row.stage}`]));
  expect(byCode).toMatchObject({
    'T5-10001': 'PS/applied',
    'T5-10021': 'AP/applied',
    'T5-10201': 'SC/applied',
    'T5-10182': 'PS/applied',
    'T5-10041': 'WD/withdrawn',
  });
  const events = await ctx.database.query<{ job_code: string; action: string; summary: string; step: string | null }>(
    `SELECT j.job_code, e.action, e.summary, coalesce(e.detail->>'transition', e.detail->>'step') AS step
     FROM application_events e JOIN candidate_jobs cj ON cj.id = e.application_id JOIN jobs j ON j.id = cj.job_id
     WHERE j.job_code IN ('T5-10201', 'T5-10041') ORDER BY e.at, e.id`,
  );
  expect(events.filter((e) => e.job_code === 'T5-10201')).toEqual([
    { job_code: 'T5-10201', action: 'applied', summary: 'You applied.', step: null },
    {
      job_code: 'T5-10201',
      action: 'submitted',
      summary: 'You answered the screening questions.',
      step: 'screening_submitted',
    },
  ]);
  expect(events.filter((e) => e.job_code === 'T5-10041').map((e) => [e.action, e.step])).toEqual([
    ['applied', null],
    ['withdrawn', 'withdraw'],
  ]);
  // the steps tell the demo candidate, as they tell anyone who takes them
  const notices = await ctx.database.query<{ kind: string }>(
    `SELECT n.kind FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1`,
    [DEMO_CANDIDATE.email],
  );
  expect(notices.map((n) => n.kind)).toEqual(expect.arrayContaining(['application.applied', 'application.assessment']));
  expect(await counts()).toMatchObject({ saved: 4, alerts: 1 });
  // their e-mails never leave the server: none waits in the queue, and they are in the outbox table
  const queued = await ctx.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM queue_jobs WHERE kind = 'email.send' AND lower(payload->>'to') = $1`,
    [DEMO_CANDIDATE.email],
  );
  expect(queued[0]!.n).toBe(0);
  const kept = await ctx.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM dev_outbox WHERE lower(to_address) = $1`,
    [DEMO_CANDIDATE.email],
  );
  expect(kept[0]!.n).toBeGreaterThan(0);
});

it('adds nothing when seeded again, and keeps what the demo candidate changed', async () => {
  const login = await signIn(ctx, DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
  const auth = { authorization: `Bearer ${login.json().token}` };
  const profile = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: auth })).json();
  const seeded = await profile();
  expect(seeded.skills).toHaveLength(8);
  expect([seeded.experience.length, seeded.education.length, seeded.certificates.length]).toEqual([3, 1, 1]);
  const edited = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v2/users/candidate/',
    headers: auth,
    payload: { skills: [{ name: 'Rust', exp_years: '1' }], current_location: 'Pune' },
  });
  expect(edited.statusCode).toBe(200);
  const before = { applications: await applications(), counts: await counts() };

  await seedDemoData(ctx.database.db, { now: ctx.clock.now });

  expect({ applications: await applications(), counts: await counts() }).toEqual(before);
  const after = await profile();
  expect(after.skills).toEqual([{ name: 'Rust', exp_years: '1' }]);
  expect(after.current_location).toBe('Pune');
  expect(after.experience).toHaveLength(3);
});
