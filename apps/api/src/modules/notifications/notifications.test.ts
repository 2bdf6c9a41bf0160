// Notifications (decision 032): the bell's list, paged newest first, mark one
// or all read (another user's: 404); e-mail preferences (action-required ones
// stay on); the live stream: 401 without a valid token, an event written on
// one app instance reaches a stream held by another (two instances on one
// database: PostgreSQL with TEST_DATABASE_URL, else one PGlite), a reconnect
// with Last-Event-ID catches up, and an expiring token closes the stream.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@talent/contracts/notifications';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createTokenService } from '../../lib/tokens.ts';
import {
  createCandidate,
  createTestApp,
  usePostgres,
  type TestCandidate,
  type TestContext,
} from '../../../test/helpers.ts';
import { outbox } from '../auth/auth.test-support.ts';
import { notify } from './notify.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';

let ctx: TestContext;
let second: Awaited<ReturnType<typeof buildApp>>;
let secondDatabase: Database;
let base: string;
let ada: TestCandidate;
let bob: TestCandidate;
let jobIds: number[];

const as = (who: TestCandidate, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });
const apply = async (who: TestCandidate, job: number) => {
  const res = await as(who, 'POST', '/candidate_jobs/', { job, privacy_policy_status: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};

/** Reads a live stream until `until` matches what arrived (or the stream ends, or 5 s pass). */
async function readStream(url: string, until: RegExp, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const timer = setTimeout(() => abort.abort(), 5000);
  let ended = false;
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) {
          ended = true;
          return;
        }
        text += decoder.decode(value, { stream: true });
        if (until.test(text)) return;
      }
    } catch {
      // aborted after 5 s
    }
  })();
  return {
    status: response.status,
    async result() {
      await done;
      clearTimeout(timer);
      abort.abort();
      return { text, ended };
    },
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://talent.example' } });
  // a second instance on the same database: its own LISTEN connection and streams
  secondDatabase = usePostgres ? await openDatabase({ url: ctx.config.DATABASE_URL! }) : ctx.database;
  second = await buildApp({ ...ctx.deps, database: secondDatabase }, { logger: false, clientDir: '/nonexistent' });
  await second.ready();
  await second.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}/api/notifications/stream/`;
  const slug = await addCompany(ctx, { name: 'Bell Co' });
  jobIds = await addJobs(ctx, slug, [{ title: 'Bell Ringer' }, { title: 'Bell Tuner' }, { title: 'Bell Maker' }]);
  ada = await createCandidate(ctx, { firstName: 'Ada' });
  bob = await createCandidate(ctx, { firstName: 'Bob' });
});
afterAll(async () => {
  await second?.close();
  if (usePostgres) await secondDatabase?.close();
  await ctx?.close();
});

describe('the bell', () => {
  it('every apply is confirmed in-app and by e-mail; the list is newest first and paged', async () => {
    const id = await apply(ada, jobIds[0]!);
    const list = (await as(ada, 'GET', '/notifications/')).json<NotificationList>();
    expect(list.unread_count).toBe(1);
    expect(list.results[0]).toMatchObject({
      kind: 'application.applied',
      title: 'Application received',
      link: `/appliedjobs/${id}/`,
      read: false,
    });
    const mail = (await outbox(ctx, ada.email))[0]!;
    expect(mail.subject).toBe('Application received: Bell Ringer');
    expect(mail.textBody).toContain(`https://talent.example/appliedjobs/${id}/`);
    // 25 more: two pages, newest first
    await ctx.database.query(
      `INSERT INTO notifications (user_id, kind, category, title, body, link)
       SELECT $1, 'test', 'updates', 'Note ' || n, 'Body', '/dashboard/' FROM generate_series(1, 25) n`,
      [ada.userId],
    );
    const first = (await as(ada, 'GET', '/notifications/')).json<NotificationList>();
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.title).toBe('Note 25');
    expect(first.next_before).toBe(first.results[19]!.id);
    const next = (await as(ada, 'GET', `/notifications/?before=${first.next_before}`)).json<NotificationList>();
    expect(next.results).toHaveLength(6);
    expect(next.next_before).toBeNull();
    expect(next.results.at(-1)!.kind).toBe('application.applied');
  });

  it('marks one read (another user’s answers 404) and all read', async () => {
    const list = (await as(ada, 'GET', '/notifications/')).json<NotificationList>();
    const one = list.results[0]!;
    expect((await as(bob, 'POST', `/notifications/${one.id}/read/`)).statusCode).toBe(404);
    const read = await as(ada, 'POST', `/notifications/${one.id}/read/`);
    expect(read.json()).toEqual({ unread_count: list.unread_count - 1 });
    expect((await as(ada, 'POST', '/notifications/read-all/')).json()).toEqual({ unread_count: 0 });
    expect((await as(ada, 'GET', '/notifications/unread-count/')).json()).toEqual({ unread_count: 0 });
  });
});

describe('e-mail preferences', () => {
  it('lists every category; action-required cannot be turned off and says why', async () => {
    const prefs = (await as(bob, 'GET', '/notifications/email-preferences/')).json<{
      results: { category: string; enabled: boolean; locked_reason: string | null }[];
    }>();
    expect(prefs.results.map((p) => p.category)).toEqual(['action_required', 'reminders', 'updates']);
    expect(prefs.results[0]!.locked_reason).toMatch(/cannot be turned off/);
    const refused = await as(bob, 'PATCH', '/notifications/email-preferences/', {
      category: 'action_required',
      enabled: false,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('a category turned off sends no e-mail; the bell still shows it', async () => {
    const off = await as(bob, 'PATCH', '/notifications/email-preferences/', { category: 'updates', enabled: false });
    expect(off.json().results.find((p: { category: string }) => p.category === 'updates').enabled).toBe(false);
    await apply(bob, jobIds[0]!);
    expect((await outbox(ctx, bob.email)).filter((m) => m.subject.startsWith('Application received'))).toEqual([]);
    expect((await as(bob, 'GET', '/notifications/')).json<NotificationList>().results[0]!.title).toBe(
      'Application received',
    );
  });
});

describe('e-mail preferences on the server', () => {
  const tell = (who: TestCandidate, category: 'action_required' | 'reminders' | 'updates', title: string) =>
    ctx.database.db.transaction((tx) =>
      notify(tx, { userId: who.userId, kind: `test.${category}`, category, title, body: title, link: '/dashboard/' }),
    );

  it('skips the e-mails of every category turned off and never the action-required ones', async () => {
    const carl = await createCandidate(ctx, { firstName: 'Carl' });
    for (const category of ['reminders', 'updates'] as const) {
      const res = await as(carl, 'PATCH', '/notifications/email-preferences/', { category, enabled: false });
      expect(res.statusCode).toBe(200);
    }
    // the locked category cannot be stored as off, by the API or by the database
    expect(
      (await as(carl, 'PATCH', '/notifications/email-preferences/', { category: 'action_required', enabled: false }))
        .statusCode,
    ).toBe(400);
    await expect(
      ctx.database.query(
        "INSERT INTO email_preferences (user_id, category, enabled) VALUES ($1, 'action_required', false)",
        [carl.userId],
      ),
    ).rejects.toThrow();
    await tell(carl, 'reminders', 'Reminder to skip');
    await tell(carl, 'updates', 'Update to skip');
    await tell(carl, 'action_required', 'Action to send');
    await ctx.drainQueue();
    expect((await outbox(ctx, carl.email)).map((m) => m.subject)).toEqual(['Action to send']);
    const bell = (await as(carl, 'GET', '/notifications/')).json<NotificationList>();
    expect(bell.results.map((n) => n.title)).toEqual(['Action to send', 'Update to skip', 'Reminder to skip']);

    // turned back on: the next reminder is e-mailed
    await as(carl, 'PATCH', '/notifications/email-preferences/', { category: 'reminders', enabled: true });
    await tell(carl, 'reminders', 'Reminder to send');
    await ctx.drainQueue();
    expect((await outbox(ctx, carl.email)).map((m) => m.subject).sort()).toEqual([
      'Action to send',
      'Reminder to send',
    ]);
  });
});

describe('the live stream', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await ctx.app.inject({ url: '/api/notifications/stream/' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/notifications/stream/?token=nonsense' })).statusCode).toBe(401);
  });

  it('an event written on one instance reaches a stream on the other', async () => {
    const stream = await readStream(`${base}?token=${ada.token}`, /event: notification[\s\S]*\n\n/);
    expect(stream.status).toBe(200);
    // wait for the stream to subscribe, then act on the first instance
    await new Promise((resolve) => setTimeout(resolve, 200));
    const id = await apply(ada, jobIds[1]!);
    const { text } = await stream.result();
    expect(text).toContain('event: notification');
    expect(text).toContain(`"link":"/appliedjobs/${id}/"`);
    expect(text).toMatch(/"unread_count":\d+/);
  });

  it("counts open streams in the operators' metrics while they are open", async () => {
    const gauge = async () =>
      Number((await second.inject({ url: '/metrics' })).body.match(/^event_streams_open (\d+)$/m)?.[1]);
    // the earlier tests' streams end once their aborts reach the server
    await expect.poll(gauge, { timeout: 5000 }).toBe(0);
    const open = await readStream(`${base}?token=${bob.token}`, /event: notification/);
    expect(open.status).toBe(200);
    await expect.poll(gauge, { timeout: 3000 }).toBe(1);
    await apply(bob, jobIds[2]!);
    await open.result();
    await expect.poll(gauge, { timeout: 3000 }).toBe(0);
  });

  it('a reconnect with Last-Event-ID catches up on what it missed', async () => {
    const [row] = await ctx.database.query<{ id: number }>(
      'SELECT max(id)::int AS id FROM notifications WHERE user_id = $1',
      [ada.userId],
    );
    const lastSeen = row!.id;
    const missed = await apply(ada, jobIds[2]!);
    const stream = await readStream(`${base}?token=${ada.token}`, /appliedjobs\/\d+\/[\s\S]*\n\n/, {
      'last-event-id': String(lastSeen),
    });
    const { text } = await stream.result();
    expect(text).toContain(`"link":"/appliedjobs/${missed}/"`);
    expect(text).not.toContain(`id: ${lastSeen}\n`);
  });

  it('closes the stream when its token expires', async () => {
    const shortLived = await createTokenService(ctx.config.JWT_SECRET, 2).signAccess({
      sub: bob.userId,
      candidate_id: bob.candidateId,
      email: bob.email,
    });
    const stream = await readStream(`${base}?token=${shortLived}`, /event: expired/);
    expect(stream.status).toBe(200);
    const { text } = await stream.result();
    expect(text).toContain('event: expired');
  });
});
