import { describe, expect, it } from 'vitest';
import { DASHBOARD, ONBOARDING_PROFILE_STEP, postLoginRoute } from '@talent/contracts/onboarding-routing';
import { safeRelativePath } from './post-login-redirect.ts';

const complete = { onboarding_status: '14', onboarding_complete: true };
const fresh = { onboarding_status: 'SIGNED_UP', onboarding_complete: false };
const q = (text: string) => new URLSearchParams(text);

describe('post-login redirect (spec 01 §4)', () => {
  it('uses the landing rule without redirect_to', () => {
    expect(postLoginRoute(fresh, q(''))).toBe(ONBOARDING_PROFILE_STEP);
    expect(postLoginRoute(complete, q(''))).toBe(DASHBOARD);
    expect(postLoginRoute({ onboarding_status: 'ASSESSMENT_TAKEN', onboarding_complete: false }, q(''))).toBe(
      DASHBOARD,
    );
  });

  it('goes to redirect_to (with a trailing slash, keeping its query) only when onboarding is complete', () => {
    expect(postLoginRoute(complete, q('redirect_to=jobs%3Fsearch_term%3Dgo'))).toBe('/jobs/?search_term=go');
    expect(postLoginRoute(complete, q('redirect_to=%2Fdashboard%2F'))).toBe('/dashboard/');
    expect(postLoginRoute(fresh, q('redirect_to=jobs'))).toBe(ONBOARDING_PROFILE_STEP);
  });

  it('appends data to redirect_to whatever the onboarding state', () => {
    expect(postLoginRoute(fresh, q('redirect_to=jobs&data=acme%2Fbackend-engineer'))).toBe(
      '/jobs/acme/backend-engineer/',
    );
  });

  it('drops a lone redirect_to=about', () => {
    expect(postLoginRoute(complete, q('redirect_to=about'))).toBe(DASHBOARD);
  });

  it('never leaves the site', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '\\\\evil', '../x']) {
      expect(safeRelativePath(value)).toBeNull();
      expect(postLoginRoute(complete, q(`redirect_to=${encodeURIComponent(value)}`))).toBe(DASHBOARD);
    }
  });
});
