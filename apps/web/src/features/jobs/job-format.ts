// How jobs read on screen: experience, salary, posting age.
import type { JobCard } from '@talent/contracts/jobs';

export const experienceText = (job: Pick<JobCard, 'experience_min' | 'experience_max'>) =>
  job.experience_max >= 99 || job.experience_max === 0
    ? `${job.experience_min}+ years`
    : `${job.experience_min}–${job.experience_max} years`;

// one per currency: a list of cards would otherwise make one per card, and a
// phone takes tens of milliseconds for the first (decision 052)
const salaryFormats = new Map<string, Intl.NumberFormat>();

export function salaryText(salary: JobCard['salary']): string | null {
  if (!salary) return null;
  let format = salaryFormats.get(salary.currency);
  if (!format) {
    format = new Intl.NumberFormat(salary.currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency: salary.currency,
      maximumFractionDigits: 0,
      notation: 'compact',
    });
    salaryFormats.set(salary.currency, format);
  }
  return `${format.format(salary.min)} – ${format.format(salary.max)} a year`;
}

export function postedText(iso: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 86_400_000));
  if (days === 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days < 30) return `Posted ${days} days ago`;
  const months = Math.floor(days / 30);
  return `Posted ${months} month${months === 1 ? '' : 's'} ago`;
}

export const employmentText = (type: string) =>
  ({
    FULL_TIME: 'Full time',
    PART_TIME: 'Part time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
    INTERN: 'Internship',
  })[type] ?? 'Other';
