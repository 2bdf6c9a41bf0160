import { eq } from 'drizzle-orm';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@talent/contracts/auth';
import { userIdentities } from '../../db/schema/auth.ts';
import { candidates, users } from '../../db/schema/platform.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { PASSWORD, signIn, signUp, uniqueEmail } from './auth.test-support.ts';
import { startTestIdentityProvider, type TestIdentityProvider } from './identity-provider.test-support.ts';

const PUBLIC_URL = 'http://talent.test';
let idp: TestIdentityProvider;
let ctx: TestContext;

beforeAll(async () => {
  idp = await startTestIdentityProvider({ linkedinRedirectUri: `${PUBLIC_URL}/linkedin-redirect/` });
  ctx = await createTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: idp.google.clientId,
      GOOGLE_JWKS_URL: `${idp.issuer}/jwks`,
      GOOGLE_ISSUERS: idp.issuer,
      LINKEDIN_CLIENT_ID: idp.linkedin.clientId,
      LINKEDIN_CLIENT_SECRET: idp.linkedin.clientSecret,
      LINKEDIN_TOKEN_URL: `${idp.issuer}/token`,
      LINKEDIN_USERINFO_URL: `${idp.issuer}/me`,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

let accountCounter = 0;
function account(overrides: Partial<{ email: string; email_verified: boolean }> = {}) {
  accountCounter += 1;
  const id = `idp-user-${accountCounter}`;
  idp.accounts.set(id, {
    email: overrides.email ?? uniqueEmail('provider'),
    email_verified: overrides.email_verified ?? true,
    given_name: 'Kiran',
    family_name: `Rao${accountCounter}`,
  });
  return { id, ...idp.accounts.get(id)! };
}

/** The one-tap call as the client sends it: a multipart form. */
async function exchange(app: TestContext['app'], fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/auth/exchangetoken/',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const oneTap = async (idToken: string, extra: Record<string, string> = {}) =>
  exchange(ctx.app, { exchangechannel: 'google', exchangetoken: idToken, ...extra });

describe('Google one-tap (POST /auth/exchangetoken/)', () => {
  it('creates the account on first sign-in, verified and without a password, and signs in again later', async () => {
    const person = account();
    const first = await oneTap(await idp.googleIdToken(person.id), {
      referral_code: 'REF1',
      is_leadership_job: 'true',
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      user: { email: person.email, login_count: 1 },
      first_name: 'Kiran',
      last_name: person.family_name,
    });
    expect(body.id).toBe(body.candidate_id);
    expect(await ctx.deps.tokens.verifyAccess(body.token)).toMatchObject({
      candidate_id: body.id,
      email: person.email,
    });
    const [row] = await ctx.database.db
      .select({
        hash: users.passwordHash,
        verified: users.emailVerified,
        status: users.onboardingStatus,
        referral: candidates.referralCode,
        leadership: candidates.isLeadershipJob,
      })
      .from(users)
      .innerJoin(candidates, eq(candidates.userId, users.id))
      .where(eq(candidates.id, body.id));
    expect(row).toEqual({ hash: null, verified: true, status: 'SIGNED_UP', referral: 'REF1', leadership: true });

    const second = await oneTap(await idp.googleIdToken(person.id));
    expect(second.json()).toMatchObject({ id: body.id, user: { login_count: 2 } });
  });

  it('links to an existing account with the same (verified) address', async () => {
    const existing = await signUp(ctx);
    const person = account({ email: existing.email });
    const res = await oneTap(await idp.googleIdToken(person.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: existing.candidate_id, user: { email: existing.email, login_count: 2 } });
    const identities = await ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.email, existing.email));
    expect(identities).toHaveLength(1);
    // the password keeps working
    expect((await signIn(ctx, existing.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an address the provider has not verified', async () => {
    const person = account({ email_verified: false });
    const res = await oneTap(await idp.googleIdToken(person.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [AuthMessages.providerEmailUnverified] });
  });

  it('refuses a token issued to another audience (client)', async () => {
    const person = account();
    const code = await idp.authorize(idp.linkedin, person.id);
    const tokens = (await (
      await fetch(`${idp.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: idp.linkedin.redirectUri,
          client_id: idp.linkedin.clientId,
          client_secret: idp.linkedin.clientSecret,
        }),
      })
    ).json()) as { id_token: string };
    const res = await oneTap(tokens.id_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [AuthMessages.oneTapInvalid] });
  });

  it('refuses an expired token (the clock moves past exp)', async () => {
    const person = account();
    const idToken = await idp.googleIdToken(person.id);
    ctx.clock.advance(2 * 60 * 60 * 1000);
    try {
      expect((await oneTap(idToken)).json()).toEqual({ non_field_errors: [AuthMessages.oneTapInvalid] });
    } finally {
      ctx.clock.advance(-2 * 60 * 60 * 1000);
    }
    expect((await oneTap(idToken)).statusCode).toBe(200);
  });

  it('refuses a tampered token and one signed with a key the provider does not publish', async () => {
    const person = account();
    const idToken = await idp.googleIdToken(person.id);
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'someone.else@example.com' })).toString(
      'base64url',
    );
    expect((await oneTap(`${header}.${forgedPayload}.${signature}`)).statusCode).toBe(400);

    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: JSON.parse(Buffer.from(header!, 'base64url').toString()).kid })
      .sign(privateKey);
    const res = await oneTap(foreign);
    expect(res.json()).toEqual({ non_field_errors: [AuthMessages.oneTapInvalid] });
  });

  it('checks the issuer', async () => {
    const strict = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: idp.google.clientId,
        GOOGLE_JWKS_URL: `${idp.issuer}/jwks`,
        GOOGLE_ISSUERS: 'https://accounts.google.com',
      },
    });
    try {
      const person = account();
      const res = await exchange(strict.app, {
        exchangechannel: 'google',
        exchangetoken: await idp.googleIdToken(person.id),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [AuthMessages.oneTapInvalid] });
      // LinkedIn is not configured in this app
      const linkedin = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/linkedin/',
        payload: { code: 'abc', redirect_uri: 'http://127.0.0.1:8080/linkedin-redirect/' },
      });
      expect(linkedin.statusCode).toBe(503);
      expect(linkedin.json()).toEqual({ detail: AuthMessages.providerNotConfigured });
    } finally {
      await strict.close();
    }
  });

  it('validates the form fields', async () => {
    const res = await exchange(ctx.app, { exchangechannel: 'facebook', exchangetoken: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['exchangechannel', 'exchangetoken']);
  });
});

describe('LinkedIn (POST /auth/linkedin/ from /linkedin-redirect/)', () => {
  const redirectUri = `${PUBLIC_URL}/linkedin-redirect/`;
  const linkedIn = (payload: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/linkedin/', payload });

  it('exchanges the code, reads the profile and signs the candidate in; a code works once', async () => {
    const person = account();
    const code = await idp.authorize(idp.linkedin, person.id);
    const res = await linkedIn({ code, redirect_uri: redirectUri });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: person.email, login_count: 1 },
      first_name: 'Kiran',
      last_name: person.family_name,
    });
    const replay = await linkedIn({ code, redirect_uri: redirectUri });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ non_field_errors: [AuthMessages.providerFailed] });
  });

  it('refuses a return address that is not our own /linkedin-redirect/', async () => {
    const person = account();
    const code = await idp.authorize(idp.linkedin, person.id);
    const res = await linkedIn({ code, redirect_uri: 'https://evil.example/linkedin-redirect/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ redirect_uri: [AuthMessages.providerFailed] });
  });

  it('refuses a made-up code', async () => {
    const res = await linkedIn({ code: 'made-up', redirect_uri: redirectUri });
    expect(res.statusCode).toBe(400);
  });
});
