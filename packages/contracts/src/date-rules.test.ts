import { describe, expect, it } from 'vitest';
import {
  birthAfterJobStartIssue,
  birthDateIssue,
  DateRuleMessages,
  latestToday,
  startBeforeBirthIssue,
  startDateIssue,
} from './date-rules.ts';
import { ExperienceInputSchema, experienceDateIssues, ProfileMessages } from './profile.ts';

const now = new Date('2026-11-28T10:00:00Z');

describe('date rules', () => {
  it('no job starts before its holder was born, seen from the birth and from the job', () => {
    expect(birthAfterJobStartIssue('1995-06-01', ['2020-01-01', '1994-09-01'])).toBe(DateRuleMessages.birthAfterStart);
    expect(birthAfterJobStartIssue('1995-06-01', ['2020-01-01', '1995-06-01'])).toBeUndefined();
    expect(birthAfterJobStartIssue('', ['1994-09-01'])).toBeUndefined();
    expect(startBeforeBirthIssue('1994-09-01', '1995-06-01')).toBe(DateRuleMessages.startBeforeBirth);
    expect(startBeforeBirthIssue('2015-09-01', '1995-06-01')).toBeUndefined();
    expect(startBeforeBirthIssue('1994-09-01', null)).toBeUndefined();
  });

  it('a date of birth is a real day, in the past, after 1900, of a person old enough to work', () => {
    expect(birthDateIssue('2030-01-01', now)).toBe(DateRuleMessages.birthInFuture);
    expect(birthDateIssue('1899-12-31', now)).toBe(DateRuleMessages.birthTooEarly);
    expect(birthDateIssue('2020-05-01', now)).toBe(DateRuleMessages.birthTooRecent);
    expect(birthDateIssue('1990-02-30', now)).toBe(DateRuleMessages.invalidDate);
    expect(birthDateIssue('31/12/1990', now)).toBe(DateRuleMessages.invalidDate);
    expect(birthDateIssue('1990-12-31', now)).toBeUndefined();
    expect(birthDateIssue('2012-11-27', now)).toBeUndefined();
  });

  it('today is today somewhere: the day ahead of UTC is allowed, the one after is not', () => {
    expect(latestToday(now)).toBe('2026-11-29');
    expect(startDateIssue('2026-11-29', now)).toBeUndefined();
    expect(startDateIssue('2026-11-30', now)).toBe(DateRuleMessages.startInFuture);
  });

  it('a job held started no later than today; its end is not before its start', () => {
    expect(experienceDateIssues({ duration_start: '2027-03-01', is_current: true }, now)).toEqual([
      { path: 'duration_start', message: DateRuleMessages.startInFuture },
    ]);
    expect(experienceDateIssues({ duration_start: '2024-03-01', duration_end: '2023-01-01' }, now)).toEqual([
      { path: 'duration_end', message: ProfileMessages.endBeforeStart },
    ]);
    const future = ExperienceInputSchema.safeParse({
      title: 'Engineer',
      company_name: 'Acme',
      duration_start: '2999-01',
      is_current: true,
    });
    expect(future.success).toBe(false);
    expect(future.error?.issues.map((issue) => issue.path.join('.'))).toContain('duration_start');
  });
});
