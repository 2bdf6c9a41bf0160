// The candidate's choices over the resume's proposals (decision 027): which
// items to add, as edited, checked with the contracts' own input schemas
// before anything is sent, and what the profile already holds.
import {
  ExperienceInputSchema,
  PROFILE_LIMITS,
  QualificationInputSchema,
  type CandidateProfile,
  type ExperienceInput,
  type QualificationInput,
} from '@talent/contracts/profile';
import { LinkedInSchema, UrlSchema } from '@talent/contracts/fields';
import type {
  ExperienceProposal,
  LinkField,
  LinkProposal,
  ProposedExperience,
  ProposedLink,
  ProposedQualification,
  QualificationProposal,
  ResumePrefill,
  SkillProposal,
} from '@talent/contracts/resume-prefill';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export interface Choice<T> {
  key: string;
  include: boolean;
  item: T;
  /** Why it starts unticked, when it does. */
  note: string | null;
}

export interface Choices {
  experience: Choice<ProposedExperience>[];
  education: Choice<ProposedQualification>[];
  skills: Choice<{ name: string }>[];
  links: Choice<ProposedLink>[];
  /** Skills the resume names that the profile already has: not proposed again. */
  skillsAlreadyThere: number;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function issuesOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'item');
    out[field] ??= issue.message;
  }
  return out;
}

/** The experience body the add endpoint takes, or the field errors to show. */
export function experienceBody(item: ProposedExperience): { body: ExperienceInput } | { errors: FieldErrors } {
  const body: ExperienceInput = {
    title: item.title,
    company_name: item.company_name,
    location: item.location,
    duration_start: item.duration_start ?? '',
    duration_end: item.is_current ? null : (item.duration_end ?? ''),
    is_current: item.is_current,
    description: item.description,
  };
  const parsed = ExperienceInputSchema.safeParse(body);
  return parsed.success ? { body } : { errors: issuesOf(parsed.error) };
}

export function qualificationBody(item: ProposedQualification): { body: QualificationInput } | { errors: FieldErrors } {
  const body: QualificationInput = {
    education_type: item.education_type,
    name: item.name,
    institution: item.institution,
    field_of_study: item.field_of_study,
    grade: item.grade,
    duration_start: item.duration_start,
    duration_end: item.duration_end,
  };
  const parsed = QualificationInputSchema.safeParse(body);
  return parsed.success ? { body } : { errors: issuesOf(parsed.error) };
}

export function linkError(link: ProposedLink): string | null {
  const parsed = (link.field === 'linkedIn' ? LinkedInSchema : UrlSchema).safeParse(link.url);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a full web address.');
}

const startsIncluded = (proposal: { confidence: { level: string } }) => proposal.confidence.level !== 'low';

/** The first choices: sure, valid and new items ticked; the rest shown unticked with the reason. */
export function initialChoices(prefill: ResumePrefill, profile: CandidateProfile): Choices {
  const experience = prefill.experience.map((p: ExperienceProposal) => {
    const duplicate = profile.experience.some(
      (e) => same(e.company_name, p.item.company_name) && same(e.title, p.item.title),
    );
    const invalid = 'errors' in experienceBody(p.item);
    const note = duplicate
      ? 'Already on your profile'
      : invalid
        ? 'Needs your edit before it can be added'
        : p.confidence.level === 'low'
          ? 'Not sure this is read right: check it first'
          : null;
    return { key: p.key, include: !duplicate && !invalid && startsIncluded(p), item: p.item, note };
  });
  const qualifications = [...profile.education, ...profile.certificates];
  const education = prefill.education.map((p: QualificationProposal) => {
    const duplicate = qualifications.some((q) => same(q.name, p.item.name) && same(q.institution, p.item.institution));
    const invalid = 'errors' in qualificationBody(p.item);
    const note = duplicate
      ? 'Already on your profile'
      : invalid
        ? 'Needs your edit before it can be added'
        : p.confidence.level === 'low'
          ? 'Not sure this is read right: check it first'
          : null;
    return { key: p.key, include: !duplicate && !invalid && startsIncluded(p), item: p.item, note };
  });
  const fresh = prefill.skills.filter((p: SkillProposal) => !profile.skills.some((s) => same(s.name, p.item.name)));
  const skills = fresh.map((p) => ({
    key: p.key,
    include: startsIncluded(p),
    item: p.item,
    note: p.confidence.level === 'low' ? 'Not sure this is a skill' : null,
  }));
  const links = prefill.links
    .filter((p: LinkProposal) => !same(profile[p.item.field] ?? '', p.item.url))
    .map((p) => {
      const current = profile[p.item.field];
      return {
        key: p.key,
        include: !current && !linkError(p.item) && startsIncluded(p),
        item: p.item,
        note: current ? `Would replace ${current}` : null,
      };
    });
  return {
    experience,
    education,
    skills,
    links,
    skillsAlreadyThere: prefill.skills.length - fresh.length,
  };
}

export const chosenCount = (choices: Choices) =>
  [...choices.experience, ...choices.education, ...choices.skills, ...choices.links].filter((c) => c.include).length;

/** The profile's skills with the chosen ones added (years unknown: '0', spec 02 §3), or an error past the limit. */
export function mergedSkills(
  profile: CandidateProfile,
  chosen: readonly { name: string }[],
): { skills: { name: string; exp_years: string }[] } | { error: string } {
  const skills = [...profile.skills.map((s) => ({ name: s.name, exp_years: s.exp_years }))];
  for (const { name } of chosen) {
    if (!skills.some((s) => same(s.name, name))) skills.push({ name: name.trim(), exp_years: '0' });
  }
  if (skills.length > PROFILE_LIMITS.skills) {
    return {
      error: `A profile keeps at most ${PROFILE_LIMITS.skills} skills; you have ${profile.skills.length}. Untick ${skills.length - PROFILE_LIMITS.skills} of the suggested ones.`,
    };
  }
  return { skills };
}

export const linkPatch = (chosen: readonly ProposedLink[]) =>
  Object.fromEntries(chosen.map((link) => [link.field, link.url])) as Partial<Record<LinkField, string>>;
