// Hiring-team accounts (decision 017): the operator's first invitation, a new
// account accepting with the candidates' password rules, a colleague invited
// by e-mail accepting as their existing account, single use and expiry,
// removal and what a removed member can still do (nothing).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { HiringMessages, type HiringMe, type HiringTeam } from '@talent/contracts/hiring';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { useCliSandbox } from '../../admin/cli.test-support.ts';
import { openDatabase } from '../../db/client.ts';
import { outbox, tokenFromLatestMail } from '../auth/auth.test-support.ts';
import { catalogueOf } from '../jobs/jobs.test-support.ts';
import { companyBySlug } from './team.repo.ts';
import { createInvitation } from './team.service.ts';

let ctx: TestContext;
let acme: { id: number; name: string };
let globex: { id: number; name: string };

beforeAll(async () => {
  ctx = await createTestApp();
  await catalogueOf(ctx).importCompanies([
    { slug: 'acme-hiring', name: 'Acme Hiring' },
    { slug: 'globex-hiring', name: 'Globex Hiring' },
  ]);
  acme = (await companyBySlug(ctx.database.db, 'acme-hiring'))!;
  globex = (await companyBySlug(ctx.database.db, 'globex-hiring'))!;
});
afterAll(async () => ctx?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const INVITE_PATH = '/hire/invitation/';

async function operatorInvite(companyId: number, companyName: string, email: string) {
  await ctx.database.db.transaction((tx) =>
    createInvitation(tx, {
      companyId,
      companyName,
      email,
      role: 'admin',
      inviter: null,
      baseUrl: 'http://127.0.0.1:18700',
      now: ctx.clock.now,
    }),
  );
  return tokenFromLatestMail(ctx, email, INVITE_PATH);
}

async function acceptNew(token: string, email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/hiring/invitations/${token}/accept/`,
    payload: { first_name: 'Ada', last_name: email.split('@')[0], password: 'Hiring@123' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string; refresh: string; me: HiringMe }>();
}

describe('hiring-team accounts', () => {
  it('an operator-invited first member sets a password under the same rules and signs in like a candidate', async () => {
    const token = await operatorInvite(acme.id, acme.name, 'lead@acme.dev');
    const [mail] = await outbox(ctx, 'lead@acme.dev');
    expect(mail!.subject).toContain('Acme Hiring');

    const preview = await ctx.app.inject({ method: 'GET', url: `/api/hiring/invitations/${token}/` });
    expect(preview.json()).toMatchObject({ email: 'lead@acme.dev', company_name: 'Acme Hiring', has_account: false });

    const weak = await ctx.app.inject({
      method: 'POST',
      url: `/api/hiring/invitations/${token}/accept/`,
      payload: { first_name: 'Ada', last_name: 'Lead', password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: [Messages.passwordRule] });

    const accepted = await acceptNew(token, 'lead@acme.dev');
    expect(accepted.me).toMatchObject({ role: 'admin', company: { id: acme.id, slug: 'acme-hiring' } });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/hiring/me/', headers: bearer(accepted.token) });
    expect(me.statusCode).toBe(200);

    // single use
    const again = await ctx.app.inject({ method: 'GET', url: `/api/hiring/invitations/${token}/` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: HiringMessages.invitationInvalid });

    // the candidates' sign-in endpoint signs members in (same sessions and rate limits)
    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signin/',
      payload: { email: 'lead@acme.dev', password: 'Hiring@123' },
    });
    expect(signin.statusCode).toBe(200);
    const fresh = signin.json<{ token: string }>().token;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/hiring/me/', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('a member invites a colleague who accepts as their existing account; the team lists both', async () => {
    const lead = await acceptNew(await operatorInvite(acme.id, acme.name, 'boss@acme.dev'), 'boss@acme.dev');
    const colleague = await createCandidate(ctx, { email: 'colleague@acme.dev' });
    const stranger = await createCandidate(ctx);

    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/hiring/members/invitations/',
      headers: bearer(lead.token),
      payload: { email: 'Colleague@Acme.dev' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'colleague@acme.dev', role: 'recruiter' });
    const token = await tokenFromLatestMail(ctx, 'colleague@acme.dev', INVITE_PATH);

    const preview = await ctx.app.inject({ method: 'GET', url: `/api/hiring/invitations/${token}/` });
    expect(preview.json()).toMatchObject({ has_account: true });

    const wrongUser = await ctx.app.inject({
      method: 'POST',
      url: `/api/hiring/invitations/${token}/join/`,
      headers: stranger.auth,
    });
    expect(wrongUser.statusCode).toBe(403);
    expect(wrongUser.json()).toEqual({ detail: HiringMessages.invitationOtherEmail });
    const noToken = await ctx.app.inject({ method: 'POST', url: `/api/hiring/invitations/${token}/join/` });
    expect(noToken.statusCode).toBe(401);

    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/hiring/invitations/${token}/join/`,
      headers: colleague.auth,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ role: 'recruiter', company: { id: acme.id } });

    const team = await ctx.app.inject({ method: 'GET', url: '/api/hiring/members/', headers: colleague.auth });
    const body = team.json<HiringTeam>();
    expect(body.members.map((m) => m.email)).toEqual(expect.arrayContaining(['boss@acme.dev', 'colleague@acme.dev']));
    expect(body.invitations.find((i) => i.email === 'colleague@acme.dev')).toBeUndefined();

    // an active member cannot be invited again, here or by another company
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/hiring/members/invitations/',
      headers: bearer(lead.token),
      payload: { email: 'colleague@acme.dev' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ email: [HiringMessages.alreadyMember] });

    // a plain member may not remove anyone; the admin may, and the removed member loses access at once
    const byMember = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/hiring/members/${lead.me.member_id}/`,
      headers: colleague.auth,
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ detail: HiringMessages.adminOnly });
    const self = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/hiring/members/${lead.me.member_id}/`,
      headers: bearer(lead.token),
    });
    expect(self.statusCode).toBe(409);
    const colleagueId = joined.json<HiringMe>().member_id;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/hiring/members/${colleagueId}/`,
      headers: bearer(lead.token),
    });
    expect(removed.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/hiring/me/', headers: colleague.auth });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ detail: Messages.hiringTeamOnly });

    const activity = await ctx.app.inject({ method: 'GET', url: '/api/hiring/activity/', headers: bearer(lead.token) });
    const actions = activity.json<{ results: { action: string; summary: string }[] }>().results.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['member.invited', 'member.joined', 'member.removed']));
  });

  it('links expire, a newer invitation replaces the older, and another company cannot withdraw them', async () => {
    const lead = await acceptNew(await operatorInvite(acme.id, acme.name, 'chief@acme.dev'), 'chief@acme.dev');
    const other = await acceptNew(await operatorInvite(globex.id, globex.name, 'chief@globex.dev'), 'chief@globex.dev');
    const invite = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/hiring/members/invitations/',
        headers: bearer(lead.token),
        payload: { email },
      });
    const first = await invite('late@acme.dev');
    const firstToken = await tokenFromLatestMail(ctx, 'late@acme.dev', INVITE_PATH);
    await invite('late@acme.dev');
    const secondToken = await tokenFromLatestMail(ctx, 'late@acme.dev', INVITE_PATH);
    expect(secondToken).not.toBe(firstToken);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/hiring/invitations/${firstToken}/` })).statusCode).toBe(
      404,
    );

    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/hiring/members/invitations/${first.json<{ id: number }>().id + 1}/`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);

    ctx.clock.advance(8 * 24 * 60 * 60 * 1000);
    const expired = await ctx.app.inject({
      method: 'POST',
      url: `/api/hiring/invitations/${secondToken}/accept/`,
      payload: { first_name: 'Late', last_name: 'Comer', password: 'Hiring@123' },
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ detail: HiringMessages.invitationInvalid });
  });
});

describe('admin command line', () => {
  const sandbox = useCliSandbox('hiring-cli-', 18701);
  const { lines, cli } = sandbox;

  it('invite-hiring-member invites a company’s first member and prints the link', async () => {
    const { dir } = sandbox;
    await writeFile(path.join(dir, 'companies.json'), JSON.stringify([{ slug: 'kite-hiring', name: 'Kite Hiring' }]));
    expect(await cli('import-companies', path.join(dir, 'companies.json'))).toBe(0);
    expect(await cli('invite-hiring-member', '--company', 'ghost', '--email', 'a@b.dev')).toBe(2);
    expect(await cli('invite-hiring-member', '--company', 'kite-hiring', '--email', 'Owner@Kite.dev')).toBe(0);
    expect(lines.join('\n')).toMatch(/Unknown company 'ghost'/);
    expect(lines.join('\n')).toMatch(
      /Invited owner@kite\.dev to the Kite Hiring hiring team as admin[\s\S]*Link: http:\/\/127\.0\.0\.1:18701\/hire\/invitation\/\?token=[\w-]{20,}/,
    );
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    const invitations = await database.query<{ email: string; role: string }>(
      'SELECT email, role FROM hiring_invitations',
    );
    const queued = await database.query<{ kind: string }>("SELECT kind FROM queue_jobs WHERE kind = 'email.send'");
    await database.close();
    expect(invitations).toEqual([{ email: 'owner@kite.dev', role: 'admin' }]);
    expect(queued).toHaveLength(1);
  }, 120_000);

  it('without PUBLIC_URL, links to the address the server last listened on, not the default port', async () => {
    const { dir } = sandbox;
    const publicUrl = process.env.PUBLIC_URL;
    delete process.env.PUBLIC_URL;
    delete process.env.PORT;
    try {
      await writeFile(path.join(dir, 'server-address'), 'http://127.0.0.1:18799\n');
      expect(await cli('invite-hiring-member', '--company', 'kite-hiring', '--email', 'second@kite.dev')).toBe(0);
      expect(lines.at(-1)).toMatch(/^Link: http:\/\/127\.0\.0\.1:18799\/hire\/invitation\/\?token=/);
    } finally {
      process.env.PUBLIC_URL = publicUrl;
    }
  }, 120_000);
});
