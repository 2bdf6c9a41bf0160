// The first choices over a resume's proposals (decision 027): sure, valid and
// new items start ticked; duplicates, items that need an edit and unsure ones
// start unticked with the reason; skills merge into the profile's own.
import { describe, expect, it } from 'vitest';
import type { CandidateProfile } from '@talent/contracts/profile';
import { confidenceLevelOf, type ResumePrefill } from '@talent/contracts/resume-prefill';
import { experienceBody, initialChoices, linkError, mergedSkills } from './prefill-choices.ts';

const sure = (score: number) => ({ score, level: confidenceLevelOf(score), reasons: [] });

const prefill: ResumePrefill = {
  file_id: '00000000-0000-4000-8000-000000000000',
  resume_filename: 'cv.pdf',
  experience: [
    {
      key: 'experience-0',
      confidence: sure(0.95),
      item: {
        title: 'Engineer',
        company_name: 'Acme',
        location: 'Pune',
        duration_start: '2021-01-01',
        duration_end: null,
        is_current: true,
        description: '• Built things',
      },
    },
    {
      key: 'experience-1',
      confidence: sure(0.7),
      item: {
        title: 'Intern',
        company_name: 'Globex',
        location: '',
        duration_start: null,
        duration_end: '2020-06-01',
        is_current: false,
        description: '',
      },
    },
    {
      key: 'experience-2',
      confidence: sure(0.95),
      item: {
        title: 'Analyst',
        company_name: 'Initech',
        location: '',
        duration_start: '2018-01-01',
        duration_end: '2019-01-01',
        is_current: false,
        description: '',
      },
    },
  ],
  education: [],
  skills: [
    { key: 'skill-0', confidence: sure(1), item: { name: 'TypeScript' } },
    { key: 'skill-1', confidence: sure(1), item: { name: 'react' } },
    { key: 'skill-2', confidence: sure(0.4), item: { name: 'Worked on many things with people' } },
  ],
  links: [
    { key: 'link-0', confidence: sure(1), item: { field: 'linkedIn', url: 'https://linkedin.com/in/asha' } },
    { key: 'link-1', confidence: sure(1), item: { field: 'github', url: 'https://github.com/asha' } },
  ],
};

const profile = {
  id: 7,
  experience: [{ title: 'analyst', company_name: 'INITECH' }],
  education: [],
  certificates: [],
  skills: [{ name: 'React', exp_years: '3' }],
  linkedIn: null,
  github: 'https://github.com/someone-else',
  stack_overflow: null,
  portfolio_link: null,
} as unknown as CandidateProfile;

describe('initial choices', () => {
  const choices = initialChoices(prefill, profile);

  it('ticks a sure, valid, new role; unticks one that needs an edit and one already on the profile', () => {
    expect(choices.experience.map((c) => [c.item.company_name, c.include, c.note])).toEqual([
      ['Acme', true, null],
      ['Globex', false, 'Needs your edit before it can be added'],
      ['Initech', false, 'Already on your profile'],
    ]);
    expect(experienceBody(prefill.experience[1]!.item)).toEqual({
      errors: expect.objectContaining({ duration_start: expect.any(String) }),
    });
  });

  it('leaves out skills the profile has and unticks unsure ones', () => {
    expect(choices.skillsAlreadyThere).toBe(1);
    expect(choices.skills.map((c) => [c.item.name, c.include])).toEqual([
      ['TypeScript', true],
      ['Worked on many things with people', false],
    ]);
  });

  it('does not tick a link that would replace one the candidate gave', () => {
    expect(choices.links.map((c) => [c.item.field, c.include, c.note])).toEqual([
      ['linkedIn', true, null],
      ['github', false, 'Would replace https://github.com/someone-else'],
    ]);
    expect(linkError({ field: 'linkedIn', url: 'https://example.com/asha' })).toBeTruthy();
  });

  it('merges chosen skills into the profile, years unknown as 0, without duplicates', () => {
    expect(mergedSkills(profile, [{ name: 'TypeScript' }, { name: 'REACT' }])).toEqual({
      skills: [
        { name: 'React', exp_years: '3' },
        { name: 'TypeScript', exp_years: '0' },
      ],
    });
    const many = Array.from({ length: 50 }, (_, i) => ({ name: `Skill ${i}` }));
    expect(mergedSkills(profile, many)).toEqual({ error: expect.stringContaining('at most 50 skills') });
  });
});
