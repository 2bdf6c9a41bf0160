// The words both renderers print for a spec: dates in the layout's style,
// contact items, degree lines. Keeping them in one place keeps the PDF and the
// DOCX of a spec saying exactly the same thing.
import type { DateStyle, EducationSpec, ResumeSpec, RoleSpec, YM } from './corpus-model.ts';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatYM(d: YM, style: DateStyle): string {
  switch (style) {
    case 'month-short':
      return `${SHORT[d.month - 1]} ${d.year}`;
    case 'month-dot':
      return `${SHORT[d.month - 1]}${d.month === 5 ? '' : '.'} ${d.year}`;
    case 'month-long':
      return `${LONG[d.month - 1]} ${d.year}`;
    case 'iso':
      return `${d.year}-${String(d.month).padStart(2, '0')}`;
    case 'numeric':
      return `${String(d.month).padStart(2, '0')}/${d.year}`;
    case 'year':
      return String(d.year);
  }
}

export function roleDates(role: RoleSpec, separator = ' – '): string {
  return `${formatYM(role.start, role.dateStyle)}${separator}${role.end ? formatYM(role.end, role.dateStyle) : 'Present'}`;
}

export function educationYears(education: EducationSpec, separator = ' – '): string {
  return `${education.startYear}${separator}${education.endYear}`;
}

export function degreeLine(education: EducationSpec): string {
  return education.area ? `${education.degree} in ${education.area}` : education.degree;
}

export type ContactKind = 'email' | 'phone' | 'location' | 'linkedin' | 'github';

export const ICONS: Record<ContactKind, string> = {
  email: '\u2709',
  phone: '\u260e',
  location: '\u2302',
  linkedin: '\u2605',
  github: '\u2699',
};

export function contactItems(spec: ResumeSpec): { kind: ContactKind; text: string }[] {
  const items: { kind: ContactKind; text: string }[] = [];
  if (spec.email) items.push({ kind: 'email', text: spec.email });
  if (spec.phone) items.push({ kind: 'phone', text: spec.phone });
  if (spec.street && spec.location) {
    const postal = spec.location.endsWith('India') ? ' 560001' : '';
    items.push({ kind: 'location', text: `${spec.street}, ${spec.location}${postal}` });
  } else if (spec.location) items.push({ kind: 'location', text: spec.location });
  if (spec.linkedin) items.push({ kind: 'linkedin', text: spec.linkedin });
  if (spec.github) items.push({ kind: 'github', text: spec.github });
  return items;
}

export const LABELS: Record<ContactKind, string> = {
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  linkedin: 'LinkedIn',
  github: 'GitHub',
};

export function dateOfBirthLine(spec: ResumeSpec): string | null {
  return spec.dateOfBirth ? `Date of Birth: ${spec.dateOfBirth}` : null;
}

// ——— the 'airy' layout: letter-spaced headings, 'Title, Company, City' role lines ———

/** Which of three ways a file of the 'airy' layout spaces its letters: from the file's number. */
export function airyVariant(spec: ResumeSpec): 0 | 1 | 2 {
  return (Number(spec.id.split('-').at(-1)) % 3 || 0) as 0 | 1 | 2;
}

/** 'Experience' → 'E X P E R I E N C E'; words apart by `wordGap` spaces. */
export function letterSpaced(text: string, wordGap: number): string {
  return text
    .split(/\s+/)
    .map((word) => [...word].join(' '))
    .join(' '.repeat(wordGap));
}

export type AiryRoleStyle = 'dates-right' | 'full-place' | 'pipes' | 'dates-inline';
const AIRY_ROLE_STYLES: AiryRoleStyle[] = ['dates-right', 'full-place', 'pipes', 'dates-inline'];

/**
 * A role's first line, its right-aligned dates and the line after it:
 * 'Title, Company, City' with the dates flush right, 'Title, Company, City,
 * Country' over the dates, 'Title | Company | City' over the dates, or
 * 'Title, Company, City | dates' on one line.
 */
export function airyRoleLines(
  spec: ResumeSpec,
  index: number,
): { line: string; right: string | null; next: string | null } {
  const role = spec.roles[index]!;
  const style = AIRY_ROLE_STYLES[(index + airyVariant(spec)) % AIRY_ROLE_STYLES.length]!;
  const city = role.location.split(', ')[0]!;
  const dates = roleDates(role);
  switch (style) {
    case 'dates-right':
      return { line: `${role.title}, ${role.company}, ${city}`, right: dates, next: null };
    case 'full-place':
      return { line: `${role.title}, ${role.company}, ${role.location}`, right: null, next: dates };
    case 'pipes':
      return { line: `${role.title} | ${role.company} | ${city}`, right: null, next: dates };
    case 'dates-inline':
      return { line: `${role.title}, ${role.company}, ${city} | ${dates}`, right: null, next: null };
  }
}
