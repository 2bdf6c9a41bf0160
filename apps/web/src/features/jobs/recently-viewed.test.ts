import { afterEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX } from '@talent/contracts/job-query';
import { RECENTLY_VIEWED_KEY, recentlyViewedJobs, rememberViewedJob } from './recently-viewed.ts';

afterEach(() => localStorage.clear());

describe('recentlyViewedJobs in local storage (spec 01 §3)', () => {
  it('keeps job ids newest first, without repeats, up to the limit', () => {
    rememberViewedJob(3);
    rememberViewedJob(7);
    rememberViewedJob(3);
    expect(recentlyViewedJobs()).toEqual([3, 7]);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([3, 7]);
    for (let id = 100; id < 100 + RECENTLY_VIEWED_MAX + 5; id++) rememberViewedJob(id);
    expect(recentlyViewedJobs()).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(recentlyViewedJobs()[0]).toBe(100 + RECENTLY_VIEWED_MAX + 4);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, 'not json');
    expect(recentlyViewedJobs()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1, 'x', -4, 2.5, 9]));
    expect(recentlyViewedJobs()).toEqual([1, 9]);
  });
});
