import { describe, expect, it } from 'vitest';
import { authActionOf, withAuthAction, withoutAuthAction } from './auth-query.ts';

describe('auth modal query (spec 01 §2)', () => {
  it('reads only the four actions', () => {
    expect(authActionOf(new URLSearchParams('a=signin'))).toBe('signin');
    expect(authActionOf(new URLSearchParams('a=verify-email'))).toBe('verify-email');
    expect(authActionOf(new URLSearchParams('a=admin'))).toBeNull();
  });

  it('removes sa, token and redirect when the action changes, and only then', () => {
    const search = new URLSearchParams('a=signin&sa=x&token=t&redirect=r&applying_to=5');
    expect(withAuthAction(search, 'signup').toString()).toBe('a=signup&applying_to=5');
    expect(withAuthAction(search, 'signin').toString()).toBe(search.toString());
  });

  it('clearing the action removes every parameter the spec lists and keeps the rest', () => {
    const search = new URLSearchParams(
      'a=signup&sa=1&token=t&redirect=r&applying_to=5&job_id=6&jobCode=J&is_onboarding_skip=true&redirectedOnApply=1&job_redirection_url=true&job_alert=true&search_term=go',
    );
    expect(withoutAuthAction(search).toString()).toBe('search_term=go');
  });

  it('closing the modal also drops what a=signin and a=signup carried (job_description, jobs_page, …)', () => {
    const search = new URLSearchParams(
      'a=signin&job_description=true&jobs_page=true&redirect_jobsPage=true&jobURL=x&is_customize=1&onboarding_skip=true&page=2',
    );
    expect(withoutAuthAction(search).toString()).toBe('page=2');
  });
});
