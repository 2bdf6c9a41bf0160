import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIFETIMES, AuthMessages } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { PASSWORD, signIn, signUp, tokenFromLatestMail } from './auth.test-support.ts';
import { remainingCandidateRows } from './gdpr.repo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // A table another module might add tomorrow: the export and the deletion must cover it unchanged.
  await ctx.database.query(`CREATE TABLE gdpr_probe_notes (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    candidate_id integer NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
    note text NOT NULL,
    api_key_hash text
  )`);
});
afterAll(async () => ctx?.close());

const requestDeletion = (auth: { authorization: string }, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/gdpr/delete/', headers: auth, payload: payload ?? {} });
const confirmDeletion = (auth: { authorization: string }, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/gdpr/confirm/delete/',
    headers: auth,
    payload: { confirmation_token: token },
  });

describe('data export', () => {
  it("downloads every table holding the candidate's rows, without secrets or other candidates' data", async () => {
    const account = await signUp(ctx, { phone: '9876543210' });
    const other = await signUp(ctx);
    await ctx.database.query('INSERT INTO gdpr_probe_notes (candidate_id, note, api_key_hash) VALUES ($1, $2, $3)', [
      account.candidate_id,
      'mine',
      'secret-digest',
    ]);
    await ctx.database.query('INSERT INTO gdpr_probe_notes (candidate_id, note) VALUES ($1, $2)', [
      other.candidate_id,
      'theirs',
    ]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/gdpr/generate_candidate_data/',
      headers: account.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="talent500-data-${account.candidate_id}.json"`,
    );
    const data = res.json();
    expect(data.user).toMatchObject({ email: account.email, first_name: 'Asha' });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.candidate).toMatchObject({ id: account.candidate_id, phone: '9876543210' });
    expect(data.tables.gdpr_probe_notes).toEqual([
      expect.objectContaining({ candidate_id: account.candidate_id, note: 'mine' }),
    ]);
    expect(data.tables.gdpr_probe_notes[0]).not.toHaveProperty('api_key_hash');
    expect(data.tables.refresh_tokens).toHaveLength(1);
    expect(data.tables.refresh_tokens[0]).not.toHaveProperty('token_hash');
    expect(data.tables.account_tokens[0]).toMatchObject({ purpose: 'email_verification' });
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain('theirs');
  });
});

describe('account deletion', () => {
  it('every table that hangs off an account, however indirectly, lets the account go (cascade or set null)', async () => {
    // a foreign key with NO ACTION or RESTRICT anywhere below users would make deletion fail
    const keys = await ctx.database.query<{ source: string; target: string; rule: string; name: string }>(
      `SELECT conrelid::regclass::text AS source, confrelid::regclass::text AS target,
              confdeltype::text AS rule, conname::text AS name
       FROM pg_constraint WHERE contype = 'f'`,
    );
    const owned = new Set(['users']);
    const blocking: string[] = [];
    for (let grew = true; grew;) {
      grew = false;
      for (const key of keys) {
        if (!owned.has(key.target)) continue;
        if (key.rule !== 'c' && key.rule !== 'n' && !blocking.includes(key.name)) blocking.push(key.name);
        if (!owned.has(key.source)) {
          owned.add(key.source);
          grew = true;
        }
      }
    }
    expect(owned.has('candidates')).toBe(true);
    expect(owned.has('refresh_tokens')).toBe(true);
    expect(blocking).toEqual([]);
  });

  it('deletes the account, every row that belongs to it and its files, after the confirmation step', async () => {
    const account = await signUp(ctx);
    await ctx.database.query('INSERT INTO gdpr_probe_notes (candidate_id, note) VALUES ($1, $2)', [
      account.candidate_id,
      'to be erased',
    ]);
    const fileKey = await ctx.deps.storage.put(
      `candidates/${account.candidate_id}/resume`,
      Buffer.from('%PDF-1.4'),
      'pdf',
    );
    const owner = {
      userId: (await ctx.deps.tokens.verifyAccess(account.token))!.sub,
      candidateId: account.candidate_id,
    };

    const wrong = await requestDeletion(account.auth, { password: 'Wrong@1234' });
    expect(wrong.json()).toEqual({ password: [AuthMessages.wrongPassword] });
    const step1 = await requestDeletion(account.auth, { password: PASSWORD });
    expect(step1.statusCode).toBe(200);
    const body = step1.json();
    expect(body).toMatchObject({
      detail: AuthMessages.deletionConfirm,
      expires_in: AUTH_LIFETIMES.accountDeletionSeconds,
    });
    // nothing is gone before the confirmation
    expect((await signIn(ctx, account.email, PASSWORD)).statusCode).toBe(200);

    const step2 = await confirmDeletion(account.auth, body.confirmation_token);
    expect(step2.statusCode).toBe(200);
    expect(step2.json()).toEqual({ detail: AuthMessages.accountDeleted });
    expect(await remainingCandidateRows(ctx.database.db, owner)).toEqual({});
    expect(await ctx.deps.storage.get(fileKey)).toBeNull();
    expect((await signIn(ctx, account.email, PASSWORD)).json()).toEqual({ email: [AuthMessages.invalidCredentials] });
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/refresh-token/',
      payload: { refresh: account.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // a still-unexpired access token of the deleted account is refused
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/users/account_setting/', headers: account.auth });
    expect(settings.statusCode).toBe(401);
    // the address is free again
    await signUp(ctx, { email: account.email });
  });

  it('keeps the files queued for deletion when storage fails at that moment', async () => {
    const account = await signUp(ctx);
    const fileKey = await ctx.deps.storage.put(
      `candidates/${account.candidate_id}/resume`,
      Buffer.from('%PDF-1.4'),
      'pdf',
    );
    const token = (await requestDeletion(account.auth, { password: PASSWORD })).json().confirmation_token;
    const deletePrefix = ctx.deps.storage.deletePrefix;
    ctx.deps.storage.deletePrefix = async () => {
      throw new Error('storage unavailable');
    };
    try {
      const confirmed = await confirmDeletion(account.auth, token);
      expect(confirmed.statusCode).toBe(200);
      expect(await ctx.deps.storage.get(fileKey)).not.toBeNull();
    } finally {
      ctx.deps.storage.deletePrefix = deletePrefix;
    }
    // the worker retries the queued deletion once storage answers again
    await ctx.drainQueue();
    expect(await ctx.deps.storage.get(fileKey)).toBeNull();
  });

  it("refuses a confirmation token that is another candidate's, spent or expired", async () => {
    const victim = await signUp(ctx);
    const attacker = await signUp(ctx);
    const victimToken = (await requestDeletion(victim.auth, { password: PASSWORD })).json().confirmation_token;
    const used = await confirmDeletion(attacker.auth, victimToken);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ detail: AuthMessages.deletionLinkInvalid });
    expect((await signIn(ctx, victim.email, PASSWORD)).statusCode).toBe(200);

    ctx.clock.advance(AUTH_LIFETIMES.accountDeletionSeconds * 1000 + 1000);
    expect((await confirmDeletion(victim.auth, victimToken)).statusCode).toBe(400);
    expect((await confirmDeletion(victim.auth, 'made-up')).statusCode).toBe(400);
    expect((await signIn(ctx, victim.email, PASSWORD)).statusCode).toBe(200);
  });

  it('an account without a password confirms through an e-mailed link', async () => {
    const candidate = await createCandidate(ctx, { passwordHash: null });
    const step1 = await requestDeletion(candidate.auth);
    expect(step1.json()).toEqual({
      detail: AuthMessages.deletionMailed,
      expires_in: AUTH_LIFETIMES.accountDeletionSeconds,
    });
    const token = await tokenFromLatestMail(ctx, candidate.email, '/account-settings/');
    expect((await confirmDeletion(candidate.auth, token)).statusCode).toBe(200);
    expect(await remainingCandidateRows(ctx.database.db, candidate)).toEqual({});
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/gdpr/delete/', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: Messages.authRequired });
  });
});
