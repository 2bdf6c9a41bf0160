import { describe, expect, it } from 'vitest';
import { experienceText, postedText, salaryText } from './job-format.ts';

describe('job facts as text', () => {
  it('writes experience bands, open-ended ones with a plus', () => {
    expect(experienceText({ experience_min: 2, experience_max: 5 })).toBe('2–5 years');
    expect(experienceText({ experience_min: 12, experience_max: 99 })).toBe('12+ years');
  });

  it('writes salaries compactly in their currency, and nothing when unknown', () => {
    expect(salaryText({ min: 1800000, max: 2520000, currency: 'INR' })).toBe('₹18L – ₹25L a year');
    expect(salaryText({ min: 120000, max: 168000, currency: 'USD' })).toBe('$120K – $168K a year');
    expect(salaryText(null)).toBeNull();
  });

  it('says how long ago a job was posted', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(postedText('2026-03-10T01:00:00Z', now)).toBe('Posted today');
    expect(postedText('2026-03-09T10:00:00Z', now)).toBe('Posted yesterday');
    expect(postedText('2026-02-28T12:00:00Z', now)).toBe('Posted 10 days ago');
    expect(postedText('2026-01-01T12:00:00Z', now)).toBe('Posted 2 months ago');
  });
});
