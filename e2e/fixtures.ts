// Journeys start signed in through the API, not by clicking (conventions):
// sign up over HTTP, then put the tokens into the browser's cookies exactly
// as the client stores them (spec 01 §3: 'Bearer {token}').
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { CandidateProfile } from '@talent/contracts/profile';

export interface SignedUpCandidate {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  refresh: string;
  candidateId: number;
}

export async function signUpViaApi(
  baseUrl: string,
  overrides: Partial<{ email: string; password: string; first_name: string; last_name: string }> = {},
): Promise<SignedUpCandidate> {
  const body = {
    first_name: overrides.first_name ?? 'Riya',
    last_name: overrides.last_name ?? 'Sharma',
    email: overrides.email ?? `e2e.${randomBytes(4).toString('hex')}@example.com`,
    password: overrides.password ?? 'Journey@123',
  };
  const response = await fetch(`${baseUrl}/api/users/candidate/signup_v3/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const data = (await response.json()) as { token: string; refresh: string; candidate_id: number };
  return {
    email: body.email,
    password: body.password,
    firstName: body.first_name,
    lastName: body.last_name,
    token: data.token,
    refresh: data.refresh,
    candidateId: data.candidate_id,
  };
}

export async function signInBrowser(
  context: BrowserContext,
  baseUrl: string,
  tokens: { token: string; refresh: string },
) {
  const url = new URL(baseUrl);
  await context.addCookies(
    [
      ['authToken', tokens.token],
      ['refreshToken', tokens.refresh],
    ].map(([name, value]) => ({
      name: name!,
      value: encodeURIComponent(`Bearer ${value}`),
      domain: url.hostname,
      path: '/',
      sameSite: 'Strict' as const,
    })),
  );
}

/** Calls the API as the candidate. */
export async function apiAs<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The candidate's whole profile, as the API answers it. */
export const profileOf = (baseUrl: string, candidate: { token: string }) =>
  apiAs<CandidateProfile>(baseUrl, candidate.token, 'GET', '/v3/users/candidate/');

/** The newest code texted to a number, as the development outbox shows it. */
export async function phoneCodeFromOutbox(baseUrl: string, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const page = await fetch(`${baseUrl}/api/dev/outbox/?to=${encodeURIComponent(to)}`);
        code = /verification code is (\d{6})/.exec(await page.text())?.[1] ?? null;
        return code;
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBeTruthy();
  return code!;
}
