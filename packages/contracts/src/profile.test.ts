import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryLabel, isCountryCode } from './countries.ts';
import { Messages } from './messages.ts';
import {
  CandidatePatchSchema,
  educationErrorMessage,
  ExperienceInputSchema,
  experienceDurationText,
  experienceErrorMessage,
  mergeQualifications,
  missingProfileParts,
  normalizeOnboardingStatus,
  profileCompleteness,
  ProfileMessages,
  profileRuleIssues,
  type Qualification,
} from './profile.ts';
import { filterStyle } from './rich-text.ts';

describe('experience duration text (spec 02 §3)', () => {
  it.each([
    ['2020-01-01', '2021-01-01', '(1 year, 0 month)'],
    ['2020-01-01', '2020-03-01', '(0 year, 2 month)'],
    ['2019-01-01', '2021-07-15', '(2 year, 6 month)'],
    ['2020-01-01', '2020-01-20', '(0 year, 0 month)'],
    ['2022-05-01', '2022-04-01', '(0 year, 0 month)'],
  ])('%s to %s is %s', (start, end, text) => {
    expect(experienceDurationText(start, end)).toBe(text);
  });

  it('counts a current role up to today', () => {
    expect(experienceDurationText('2023-01-01', null, new Date(2024, 1, 5))).toBe('(1 year, 1 month)');
  });
});

describe('qualifications merged (spec 02 §3)', () => {
  const q = (id: number, created_at: string, qualification_type: 'degree' | 'certificate'): Qualification => ({
    id,
    qualification_type,
    education_type: qualification_type,
    name: `q${id}`,
    institution: '',
    field_of_study: '',
    grade: '',
    country: null,
    duration_start: null,
    duration_end: null,
    created_at,
  });

  it('sorts education and certificates together, newest first', () => {
    const merged = mergeQualifications(
      [q(1, '2024-01-01T00:00:00Z', 'degree'), q(3, '2024-03-01T00:00:00Z', 'degree')],
      [q(2, '2024-02-01T00:00:00Z', 'certificate'), q(4, '2024-03-01T00:00:00Z', 'certificate')],
    );
    expect(merged.map((item) => item.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('completeness (spec 02 §9)', () => {
  const empty = {
    experience: [],
    is_fresher: false,
    education: [],
    certificates: [],
    skills: [],
    current_location: null,
    phone: null,
    first_name: '',
    job_profile_preference: null,
    resume_link: null,
    current_annual_salary: null,
    expected_salary: null,
    experience_years: null,
    joining_range: null,
    linkedIn: null,
  };

  it.each([
    ['nothing', {}, 0],
    ['experience', { experience: [{}] }, 15],
    ['a fresher', { is_fresher: true }, 15],
    ['a certificate', { certificates: [{}] }, 10],
    ['skills', { skills: [{}] }, 10],
    ['location', { current_location: 'Pune' }, 5],
    ['a blank location', { current_location: '  ' }, 0],
    ['phone', { phone: '9876543210' }, 10],
    ['first name', { first_name: 'Asha' }, 5],
    ['job profile preference', { job_profile_preference: 'SRE' }, 5],
    ['resume', { resume_link: '/api/x' }, 20],
    ['expected salary', { expected_salary: '10.00' }, 5],
    ['experience years of 0', { experience_years: 0 }, 5],
    ['joining range', { joining_range: 'immediate' }, 5],
    ['LinkedIn', { linkedIn: 'https://linkedin.com/in/a' }, 5],
  ])('%s counts %i', (_, part, weight) => {
    expect(profileCompleteness({ ...empty, ...part })).toBe(weight);
  });

  it('adds up to 100', () => {
    expect(
      profileCompleteness({
        ...empty,
        experience: [{}],
        education: [{}],
        skills: [{}],
        current_location: 'Pune',
        phone: '9876543210',
        first_name: 'Asha',
        job_profile_preference: 'SRE',
        resume_link: '/x',
        current_annual_salary: '1.00',
        experience_years: 2,
        joining_range: 'custom',
        linkedIn: 'https://linkedin.com/in/a',
      }),
    ).toBe(100);
  });

  it('names what is missing with its weight, the heaviest first, and the rest add up to the score', () => {
    const partial = { ...empty, first_name: 'Asha', phone: '9876543210', skills: [{}] };
    const missing = missingProfileParts(partial);
    expect(missing.slice(0, 3)).toEqual([
      { part: 'resume', label: 'Resume', weight: 20 },
      { part: 'experience', label: 'Employment history', weight: 15 },
      { part: 'education', label: 'Education or a certificate', weight: 10 },
    ]);
    expect(missing.map((m) => m.part)).not.toContain('phone');
    expect(100 - missing.reduce((sum, m) => sum + m.weight, 0)).toBe(profileCompleteness(partial));
  });
});

describe('shared field rules', () => {
  it('joins experience location arrays and applies the date rules', () => {
    const ok = ExperienceInputSchema.parse({
      title: 'Dev',
      company_name: 'Acme',
      location: ['Pune', '', ' Delhi'],
      duration_start: '2021-03',
      is_current: true,
    });
    expect(ok).toMatchObject({ location: 'Pune, Delhi', duration_start: '2021-03-01' });
    const bad = ExperienceInputSchema.safeParse({
      title: 'Dev',
      company_name: 'Acme',
      duration_start: '2021-03-01',
      duration_end: '2021-02-01',
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['duration_end', ProfileMessages.endBeforeStart],
    ]);
  });

  it('turns empty form values into nulls and keeps the spec messages', () => {
    expect(CandidatePatchSchema.parse({ phone: '', expected_salary: ' ', notice_period: '' })).toEqual({
      phone: null,
      expected_salary: null,
      notice_period: null,
    });
    const phone = CandidatePatchSchema.safeParse({ phone: '98765' });
    expect(phone.error?.issues[0]?.message).toBe(Messages.phone);
    // typed without the scheme: the address is meant (a person copies it from the browser's bar)
    expect(CandidatePatchSchema.parse({ linkedIn: 'linkedin.com/in/asha-verma' }).linkedIn).toBe(
      'https://linkedin.com/in/asha-verma',
    );
    expect(CandidatePatchSchema.parse({ github: ' www.github.com/asha ' }).github).toBe('https://www.github.com/asha');
    expect(CandidatePatchSchema.safeParse({ linkedIn: 'javascript:alert(1)' }).success).toBe(false);
    const linkedIn = CandidatePatchSchema.safeParse({ linkedIn: 'https://twitter.com/in/asha' });
    expect(linkedIn.error?.issues[0]?.message).toBe(Messages.invalidLinkedIn);
  });

  it('checks rules across fields', () => {
    expect(profileRuleIssues({ expected_salary_from: '20', expected_salary_to: '10' })).toEqual([
      { path: 'expected_salary_from', message: ProfileMessages.salaryRangeOrder },
    ]);
    expect(profileRuleIssues({ joining_range: 'custom', number_of_days: null })[0]?.path).toBe('number_of_days');
    expect(profileRuleIssues({ joining_range: 'custom', number_of_days: 10 })).toEqual([]);
    // the phone against its country code (spec 01 §5; +91 when none is given)
    expect(profileRuleIssues({ phone: '5123456789' })).toEqual([{ path: 'phone', message: Messages.phone }]);
    expect(profileRuleIssues({ phone: '5123456789', phone_location: '+44' })).toEqual([]);
    expect(profileRuleIssues({ phone: '9876543210', phone_location: '+91' })).toEqual([]);
    expect(profileRuleIssues({ phone: null, phone_location: '+91' })).toEqual([]);
  });

  it('reads onboarding statuses by code, name or the finished value', () => {
    expect(normalizeOnboardingStatus(2)).toBe('RESUME_UPLOADED');
    expect(normalizeOnboardingStatus('8')).toBe('ASSESSMENT_NA');
    expect(normalizeOnboardingStatus('experience_verified_v2')).toBe('EXPERIENCE_VERIFIED_V2');
    expect(normalizeOnboardingStatus('14')).toBe('14');
    expect(normalizeOnboardingStatus('9')).toBeNull();
  });

  it('keeps only harmless styles in rich text', () => {
    expect(filterStyle('text-align: center; position: fixed; color: #333; background: url(x)')).toBe(
      'text-align: center; color: #333',
    );
  });
});

describe('countries (spec 02 §3)', () => {
  it('offers about 240 countries with India as IN', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    expect(countryLabel('IN')).toBe('India');
    expect(isCountryCode('XX')).toBe(false);
    expect(new Set(COUNTRIES.map((c) => c.value)).size).toBe(COUNTRIES.length);
  });
});

describe('list error messages (spec 02 §8)', () => {
  it.each([
    [experienceErrorMessage('update', 0, null), Messages.serverIssue],
    [experienceErrorMessage('add', 0, null), Messages.genericError],
    [experienceErrorMessage('add', 400, { non_field_errors: ['Too many.'] }), 'Too many.'],
    [experienceErrorMessage('delete', 404, { detail: 'Not found.' }), Messages.genericError],
    [educationErrorMessage('update', 0, null), Messages.serverIssue],
    [educationErrorMessage('update', 400, { non_field_errors: ['Bad.'] }), 'Bad.'],
    [educationErrorMessage('add', 404, { detail: 'Not found.' }), 'Not found.'],
    [educationErrorMessage('delete', 400, { name: ['x'] }), Messages.genericError],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
