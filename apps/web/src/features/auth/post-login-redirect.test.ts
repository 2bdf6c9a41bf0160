import { describe, expect, it } from 'vitest';
import { DASHBOARD, ONBOARDING_PROFILE_STEP } from '@talent/contracts/onboarding-routing';
import { postLoginTarget, safeRelativePath } from './post-login-redirect.ts';

const complete = { onboarding_status: '14', onboarding_complete: true };
const fresh = { onboarding_status: 'SIGNED_UP', onboarding_complete: false };
const q = (text: string) => new URLSearchParams(text);

describe('post-login redirect (spec 01 §4)', () => {
  it('uses the landing rule without redirect_to', () => {
    expect(postLoginTarget(fresh, q(''))).toBe(ONBOARDING_PROFILE_STEP);
    expect(postLoginTarget(complete, q(''))).toBe(DASHBOARD);
    expect(postLoginTarget({ onboarding_status: 'ASSESSMENT_TAKEN', onboarding_complete: false }, q(''))).toBe(
      DASHBOARD,
    );
  });

  it('goes to redirect_to (with a trailing slash, keeping its query) only when onboarding is complete', () => {
    expect(postLoginTarget(complete, q('redirect_to=jobs%3Fsearch_term%3Dgo'))).toBe('/jobs/?search_term=go');
    expect(postLoginTarget(complete, q('redirect_to=%2Fdashboard%2F'))).toBe('/dashboard/');
    expect(postLoginTarget(fresh, q('redirect_to=jobs'))).toBe(ONBOARDING_PROFILE_STEP);
  });

  it('appends data to redirect_to whatever the onboarding state', () => {
    expect(postLoginTarget(fresh, q('redirect_to=jobs&data=acme%2Fbackend-engineer'))).toBe(
      '/jobs/acme/backend-engineer/',
    );
  });

  it('drops a lone redirect_to=about', () => {
    expect(postLoginTarget(complete, q('redirect_to=about'))).toBe(DASHBOARD);
  });

  it('never leaves the site', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '\\\\evil', '../x']) {
      expect(safeRelativePath(value)).toBeNull();
      expect(postLoginTarget(complete, q(`redirect_to=${encodeURIComponent(value)}`))).toBe(DASHBOARD);
    }
  });
});
