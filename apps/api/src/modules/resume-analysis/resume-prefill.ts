// The profile proposals a parsed resume makes (decision 027): experience,
// qualifications, skills and links in the shapes the profile's own endpoints
// take, each with a confidence built from what the parser could and could not
// find. The scores are checked against the corpus by `npm run bench:prefill`
// (precision per confidence level), so 'high' keeps meaning something.
import { isValidLinkedIn, isValidUrl } from '@talent/contracts/validators';
import type { ParsedResume, ResumeAnalysis } from '@talent/contracts/resume-analysis';
import {
  confidenceLevelOf,
  type Confidence,
  type ExperienceProposal,
  type LinkField,
  type LinkProposal,
  type QualificationProposal,
  type ResumePrefill,
  type SkillProposal,
} from '@talent/contracts/resume-prefill';

export type Proposals = Omit<ResumePrefill, 'file_id' | 'resume_filename'>;

/** Layout facts that make every reading less sure. */
export interface DocumentFacts {
  columns: number;
  /** The parseability checks that warned or failed (tables, text boxes, icons). */
  layoutWarnings: number;
}

/** The profile refuses these in free text (spec 02 §5), so proposals never carry them. */
const clean = (value: string | null | undefined, max: number) =>
  (value ?? '')
    .replace(/[<>|\\\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    // a separator left over from the line it was cut from ('B.Tech, NITK -')
    .replace(/^[\s,;:·•–—-]+|[\s,;:·•–—-]+$/g, '')
    .slice(0, max)
    .trim();

/** 'YYYY' or 'YYYY-MM' → the first day it names. */
const toDate = (partial: string | null) =>
  partial ? (partial.length === 4 ? `${partial}-01-01` : `${partial}-01`) : null;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

function confidence(penalties: [boolean, number, string][], facts: DocumentFacts): Confidence {
  let score = 1;
  const reasons: string[] = [];
  for (const [applies, weight, reason] of penalties) {
    if (!applies) continue;
    score -= weight;
    reasons.push(reason);
  }
  if (facts.columns > 1) {
    score -= 0.1;
    reasons.push('The resume is laid out in columns, which are harder to read');
  }
  if (facts.layoutWarnings > 0) {
    score -= 0.05 * Math.min(2, facts.layoutWarnings);
    reasons.push('Tables, text boxes or icons make parts of the resume harder to read');
  }
  const rounded = Math.round(Math.max(0, Math.min(1, score)) * 100) / 100;
  return { score: rounded, level: confidenceLevelOf(rounded), reasons };
}

function proposeExperience(resume: ParsedResume, facts: DocumentFacts): ExperienceProposal[] {
  return resume.work
    .filter((entry) => entry.company || entry.title)
    .map((entry, index) => {
      const title = clean(entry.title, 120);
      const company = clean(entry.company, 120);
      const start = toDate(entry.startDate);
      const end = entry.current ? null : toDate(entry.endDate);
      const yearOnly = (entry.startDate?.length ?? 0) === 4 || (entry.endDate?.length ?? 0) === 4;
      return {
        key: `experience-${index}`,
        confidence: confidence(
          [
            [!company, 0.35, 'No company name found'],
            [!title, 0.3, 'No job title found'],
            [!start, 0.25, 'No start date found'],
            [!entry.current && !end, 0.15, 'No end date found'],
            [Boolean(start && end && end < start), 0.3, 'The end date is before the start date'],
            [yearOnly, 0.05, 'Only the year is given'],
            [wordsIn(company) > 6 || /\d{3,}/.test(company), 0.2, 'The company name looks unusual'],
            [wordsIn(title) > 8, 0.2, 'The job title looks unusual'],
          ],
          facts,
        ),
        item: {
          title,
          company_name: company,
          location: clean(entry.location, 500),
          duration_start: start,
          duration_end: end,
          is_current: entry.current,
          description: entry.highlights
            .map((line) => clean(line, 600))
            .filter(Boolean)
            .map((line) => `• ${line}`)
            .join('\n')
            .slice(0, 5000),
        },
      };
    });
}

const educationTypeOf = (text: string) =>
  /diploma/i.test(text) ? ('diploma' as const) : /certif/i.test(text) ? ('certificate' as const) : ('degree' as const);

function proposeQualifications(resume: ParsedResume, facts: DocumentFacts): QualificationProposal[] {
  const degrees = resume.education
    .filter((entry) => entry.institution || entry.studyType)
    .map((entry, index): QualificationProposal => {
      const degree = clean(entry.studyType, 150);
      const area = clean(entry.area, 150);
      const institution = clean(entry.institution, 150);
      const start = toDate(entry.startDate);
      const end = toDate(entry.endDate);
      return {
        key: `education-${index}`,
        confidence: confidence(
          [
            [!institution, 0.3, 'No school or university found'],
            [!degree, 0.3, 'No degree found'],
            [!start && !end, 0.15, 'No dates found'],
            [Boolean(start && end && end < start), 0.3, 'The end date is before the start date'],
          ],
          facts,
        ),
        item: {
          education_type: educationTypeOf(degree),
          name: degree || area || institution,
          institution,
          field_of_study: area,
          grade: clean(entry.score, 20),
          duration_start: start,
          duration_end: end,
        },
      };
    });
  const certificates = resume.certificates.map((certificate, index): QualificationProposal => ({
    key: `certificate-${index}`,
    confidence: confidence(
      [
        [!certificate.issuer, 0.2, 'No issuer found'],
        [!certificate.date, 0.1, 'No date found'],
        [wordsIn(certificate.name) > 10, 0.25, 'Looks like a sentence, not a certificate'],
      ],
      facts,
    ),
    item: {
      education_type: 'certificate',
      name: clean(certificate.name, 150),
      institution: clean(certificate.issuer, 150),
      field_of_study: '',
      grade: '',
      duration_start: null,
      duration_end: toDate(certificate.date),
    },
  }));
  return [...degrees, ...certificates].filter((proposal) => proposal.item.name);
}

function proposeSkills(resume: ParsedResume, facts: DocumentFacts): SkillProposal[] {
  const seen = new Set<string>();
  const proposals: SkillProposal[] = [];
  for (const skill of resume.skills) {
    const name = clean(skill.name, 60);
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    proposals.push({
      key: `skill-${proposals.length}`,
      confidence: confidence(
        [
          [wordsIn(name) > 4, 0.35, 'Looks like a sentence, not a skill'],
          [skill.name.trim().length > 60, 0.2, 'The name was shortened'],
          [/[.:;]$/.test(name), 0.15, 'The name may have been cut from a sentence'],
        ],
        facts,
      ),
      item: { name },
    });
  }
  return proposals;
}

function linkFieldOf(network: string, url: string): LinkField | null {
  if (network === 'linkedin') return 'linkedIn';
  if (network === 'github') return 'github';
  if (/stackoverflow\.com/i.test(url)) return 'stack_overflow';
  if (network === 'portfolio' || network === 'other') return 'portfolio_link';
  return null;
}

function proposeLinks(resume: ParsedResume, facts: DocumentFacts): LinkProposal[] {
  const taken = new Set<LinkField>();
  const proposals: LinkProposal[] = [];
  for (const profile of resume.basics.profiles) {
    const field = linkFieldOf(profile.network, profile.url);
    if (!field || taken.has(field)) continue;
    const url = clean(/^https?:\/\//i.test(profile.url) ? profile.url : `https://${profile.url}`, 2000);
    const valid = field === 'linkedIn' ? isValidLinkedIn(url) : isValidUrl(url);
    taken.add(field);
    proposals.push({
      key: `link-${proposals.length}`,
      confidence: confidence(
        [
          [!valid, 0.5, 'This address does not look complete'],
          [profile.network === 'other', 0.3, 'It is not clear this is your portfolio'],
        ],
        facts,
      ),
      item: { field, url },
    });
  }
  return proposals;
}

export function factsOf(analysis: Pick<ResumeAnalysis, 'document' | 'checks'>): DocumentFacts {
  const layoutChecks = new Set(['tables-textboxes', 'icon-glyphs', 'header-contact']);
  return {
    columns: analysis.document.columns,
    layoutWarnings: analysis.checks.filter((c) => layoutChecks.has(c.id) && c.status !== 'pass').length,
  };
}

export function proposeFromResume(resume: ParsedResume, facts: DocumentFacts): Proposals {
  return {
    experience: proposeExperience(resume, facts),
    education: proposeQualifications(resume, facts),
    skills: proposeSkills(resume, facts),
    links: proposeLinks(resume, facts),
  };
}

export const isEmptyProposal = (proposals: Proposals) =>
  proposals.experience.length + proposals.education.length + proposals.skills.length + proposals.links.length === 0;
