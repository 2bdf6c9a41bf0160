import { describe, expect, it } from 'vitest';
import { assessFit, EMPTY_FIT_PROFILE, experienceMismatch, fitScore, type FitJob, type FitProfile } from './fit.ts';
import { ALIAS_GROUPS, canonicalSkill } from './skill-aliases.ts';

const profile: FitProfile = {
  skills: [
    { name: 'JS', years: 6 },
    { name: 'typescript', years: 4 },
    { name: 'ReactJS', years: 5 },
    { name: 'CSS', years: null },
  ],
  experienceYears: 8.5,
  currentLocation: 'Pune, India',
  preferredLocations: ['Bengaluru'],
  countryCode: 'IN',
  preferredCountries: ['DE'],
  openToRemote: true,
  expectedSalary: { amount: 3_000_000, currency: 'INR' },
  noticePeriodDays: 30,
};
const job: FitJob = {
  title: 'Senior Frontend Engineer',
  skills: ['React', 'TypeScript', 'JavaScript', 'GraphQL'],
  experienceMin: 5,
  experienceMax: 8,
  location: 'Bengaluru, India',
  countryCode: 'IN',
  isRemote: false,
  applicantCountries: [],
  salary: { min: 2_500_000, max: 4_000_000, currency: 'INR' },
};

describe('alias table', () => {
  it('ships a few hundred aliases of skills and roles', () => {
    expect(ALIAS_GROUPS.flatMap((g) => g.names).length).toBeGreaterThanOrEqual(300);
    expect(canonicalSkill('K8s')).toBe('kubernetes');
    expect(canonicalSkill('golang')).toBe('go');
    expect(canonicalSkill('JS')).toBe(canonicalSkill('JavaScript'));
  });
});

describe('assessFit', () => {
  it('matches skills by alias with their years, and says what is missing and the range asked', () => {
    const fit = assessFit(profile, job);
    expect(fit.matched_skills).toEqual(['React', 'TypeScript', 'JavaScript']);
    expect(fit.missing_skills).toEqual(['GraphQL']);
    expect(fit.summary).toBe(
      '3 of 4 skills: React (5 years), TypeScript (4 years), JavaScript (6 years); missing: GraphQL · 8.5 years, asks 5–8',
    );
    expect(fit.factors.find((f) => f.factor === 'location')?.evidence).toBe('In Bengaluru, India');
    expect(fit.score).toBeGreaterThan(70);
  });

  it('does not offer a senior person a junior role, nor a junior one a role asking twice their years', () => {
    expect(experienceMismatch(8.5, 0, 2)).toBe(true);
    expect(experienceMismatch(8.5, 10, 15)).toBe(true);
    expect(experienceMismatch(2, 4, 8)).toBe(true);
    expect(experienceMismatch(8.5, 5, 8)).toBe(false);
    expect(experienceMismatch(4, 5, 9)).toBe(false);
    const junior = assessFit(profile, {
      ...job,
      title: 'Junior Frontend Developer',
      experienceMin: 0,
      experienceMax: 2,
    });
    expect(junior.seniority_mismatch).toBe(true);
    expect(junior.score).toBeLessThan(assessFit(profile, job).score / 2);
  });

  it('reads remote, relocation and the applicant countries of a remote job', () => {
    const remoteUs = assessFit(profile, { ...job, isRemote: true, applicantCountries: ['US'] });
    expect(remoteUs.factors.find((f) => f.factor === 'location')).toMatchObject({
      score: 0,
      evidence: 'Remote, for applicants in US',
    });
    const berlin = assessFit(profile, { ...job, location: 'Berlin, Germany', countryCode: 'DE' });
    expect(berlin.factors.find((f) => f.factor === 'location')?.evidence).toBe(
      'In Berlin, Germany; you would relocate',
    );
  });

  it('names what an empty profile lacks instead of guessing, and never penalises a job without a salary', () => {
    const empty: FitProfile = {
      skills: [],
      experienceYears: null,
      currentLocation: null,
      preferredLocations: [],
      countryCode: 'IN',
      preferredCountries: [],
      openToRemote: null,
      expectedSalary: null,
      noticePeriodDays: null,
    };
    const fit = assessFit(empty, job);
    expect(fit.profile_missing).toEqual(['skills', 'experience', 'location', 'salary', 'notice']);
    expect(fit.summary).toBe('Add your skills to see how they match · Add your experience; asks 5–8');
    expect(assessFit(profile, { ...job, salary: null }).score).toBeGreaterThanOrEqual(
      assessFit(profile, job).score - 1,
    );
  });
});

describe('the voice of the evidence', () => {
  it('asks the candidate to fill in their profile, and tells the team what the profile lacks', () => {
    const salaried: FitJob = { ...job, salary: { min: 100, max: 200, currency: 'INR' } };
    const mine = assessFit(EMPTY_FIT_PROFILE, salaried);
    const theirs = assessFit(EMPTY_FIT_PROFILE, salaried, 'team');
    expect(mine.summary).toMatch(/^Add your skills/);
    expect(theirs.summary).toMatch(/^No skills on the profile · No experience on the profile; asks/);
    for (const factor of theirs.factors) expect(factor.evidence).not.toMatch(/\b(your|you|Add)\b/);
    expect(theirs.score).toBe(mine.score);
  });
});

describe('the score a list ranks by', () => {
  it('is the score of the whole fit, for every kind of profile and job', () => {
    const profiles: FitProfile[] = [
      EMPTY_FIT_PROFILE,
      profile,
      { ...profile, experienceYears: 1, openToRemote: false, countryCode: 'GB', preferredCountries: [] },
      { ...profile, skills: [{ name: 'Go', years: 12 }], expectedSalary: { amount: 9_000_000, currency: 'INR' } },
      { ...profile, currentLocation: null, preferredLocations: [], noticePeriodDays: 120, expectedSalary: null },
      { ...profile, experienceYears: 14, noticePeriodDays: 75, expectedSalary: { amount: 50_000, currency: 'EUR' } },
    ];
    const jobs: FitJob[] = [
      job,
      { ...job, skills: [], salary: null },
      { ...job, experienceMin: 0, experienceMax: 2, location: 'Berlin, Germany', countryCode: 'de' },
      { ...job, experienceMin: 10, experienceMax: 15, location: 'London, UK', countryCode: 'GB' },
      { ...job, isRemote: true, location: 'Remote', applicantCountries: ['IN'] },
      { ...job, isRemote: true, location: 'Remote', countryCode: 'US', applicantCountries: ['US'] },
      { ...job, skills: ['Golang', 'Kubernetes'], experienceMin: 3, experienceMax: 3 },
    ];
    const scores = new Set<number>();
    for (const p of profiles)
      for (const j of jobs) {
        expect(fitScore(p, j)).toBe(assessFit(p, j).score);
        scores.add(fitScore(p, j));
      }
    // the grid reaches many scores, mismatches and unknown factors among them
    expect(scores.size).toBeGreaterThan(15);
  });
});
