// Safe defaults for someone who runs `npm start` on a reachable machine
// (decision 014): secrets generated per install, the candidate resolved on the
// server, the development outbox only on loopback, links only from configuration.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';
import { outbox } from '../src/modules/auth/auth.test-support.ts';
import { createCandidate, createTestApp, type TestContext } from './helpers.ts';

describe('secrets without configuration', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'talent-secrets-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('are generated once per data folder, kept private, and differ between installs', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const again = loadConfig({ DATA_DIR: dataDir });
    const other = loadConfig({ DATA_DIR: path.join(dataDir, 'other') });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.FILE_SIGNING_SECRET).not.toBe(first.JWT_SECRET);
    expect(again.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(other.JWT_SECRET).not.toBe(first.JWT_SECRET);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      JWT_SECRET: first.JWT_SECRET,
      FILE_SIGNING_SECRET: first.FILE_SIGNING_SECRET,
    });
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(first.JWT_SECRET).not.toMatch(/development|secret/i);
  });

  it('come from the environment when given', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(32), FILE_SIGNING_SECRET: 'f'.repeat(32) });
    expect(config.JWT_SECRET).toBe('j'.repeat(32));
  });
});

describe('sessions and links', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { HOST: '127.0.0.1', PORT: '18401' } });
  });
  afterAll(async () => ctx?.close());

  it("resolves the candidate from the user, never from the token's candidate_id", async () => {
    const attacker = await createCandidate(ctx);
    const victim = await createCandidate(ctx, { email: 'victim.defaults@example.com' });
    // a token naming the attacker's user but the victim's candidate (a re-signed token)
    const forged = await new SignJWT({
      candidate_id: victim.candidateId,
      email: victim.email,
      sv: 0,
      token_type: 'access',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(attacker.userId)
      .setIssuer('talent-platform')
      .setAudience('talent-platform-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(ctx.config.JWT_SECRET));
    const headers = { authorization: `Bearer ${forged}` };
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/candidate/',
      headers,
      payload: { current_location: 'Changed by the token' },
    });
    expect(patched.statusCode).toBe(200);
    const victimProfile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users/candidate/',
      headers: victim.auth,
    });
    expect(JSON.stringify(victimProfile.json())).not.toContain('Changed by the token');
    const own = await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: attacker.auth });
    expect(JSON.stringify(own.json())).toContain('Changed by the token');
  });

  it('builds e-mailed links from configuration, not from the Host header', async () => {
    const account = await createCandidate(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/forgot_password/?email_address=${encodeURIComponent(account.email)}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    await ctx.drainQueue();
    const mails = await outbox(ctx, account.email);
    const text = mails.map((m) => m.textBody).join('\n');
    expect(text).toContain('http://127.0.0.1:18401/reset-password/');
    expect(text).not.toContain('evil.example');
  });

  it('shows the development outbox only to this machine', async () => {
    const local = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/' });
    expect(local.statusCode).toBe(200);
    const remote = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('Development outbox');
  });
});
