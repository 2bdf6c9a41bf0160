// Job and company pages without zod (spec 02 §2, §9): paths, head tags and
// structured data, shared by the server's HTML and the client's screens. The
// public pages import this module, so their first visit carries no schema code.
import { BRAND } from './page-shell.ts';
import { truncate, type HeadInfo } from './search-head.ts';
import type { CompanyDetails, JobDetails } from './jobs.ts';

// ---------------------------------------------------------------- metadata waiting (spec 02 §4)

/** A job page's head waits for its data: up to 20 polls of 500 ms. */
export const METADATA_POLL = { intervalMs: 500, attempts: 20 } as const;
/** A company page's head waits for the company's data: up to 15 polls of 1 s. */
export const STORE_POLL = { intervalMs: 1000, attempts: 15 } as const;

// ---------------------------------------------------------------- paths

/** Anonymized jobs hide the company, so their page uses this segment instead of the slug. */
export const ANONYMOUS_COMPANY_SEGMENT = 'confidential';
export const CONFIDENTIAL_COMPANY_NAME = 'Confidential company';

export const jobPath = (job: { slug: string; is_anonymized: boolean; company: { slug: string } | null }) =>
  `/jobs/${encodeURIComponent(job.is_anonymized || !job.company ? ANONYMOUS_COMPANY_SEGMENT : job.company.slug)}/${encodeURIComponent(job.slug)}/`;

// ---------------------------------------------------------------- metadata (spec 02 §2, §9)

// The head of the job lists, with the type and the description rule it shares
// with the pages here, is its own module: the job lists read nothing else of
// this one (decision 052).
export { searchHead, truncate, type HeadInfo } from './search-head.ts';

export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

// made at the first use: loading the names takes a phone 50 ms or more, which
// a page importing this module would otherwise pay while it starts (decision 052)
let regionNames: Intl.DisplayNames | null | undefined;
export function countryName(code: string) {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames?.of(code.toUpperCase()) ?? code.toUpperCase();
}

/** schema.org JobPosting employmentType values; anything else is published as OTHER. */
const SCHEMA_ORG_EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);

/** schema.org JobPosting with every property Google for Jobs requires, and the recommended ones we know. */
export function jobPostingJsonLd(job: JobDetails, publicUrl: string): Record<string, unknown> {
  const company = job.is_anonymized ? null : job.company_details;
  const url = new URL(job.url, publicUrl).href;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || `<p>${job.title}</p>`,
    identifier: { '@type': 'PropertyValue', name: company?.name ?? CONFIDENTIAL_COMPANY_NAME, value: job.job_code },
    datePosted: job.published_at,
    employmentType: SCHEMA_ORG_EMPLOYMENT_TYPES.has(job.employment_type) ? job.employment_type : 'OTHER',
    hiringOrganization: company
      ? {
          '@type': 'Organization',
          name: company.name,
          ...(company.website ? { sameAs: company.website } : {}),
          ...(company.logo_url ? { logo: company.logo_url } : {}),
        }
      : { '@type': 'Organization', name: CONFIDENTIAL_COMPANY_NAME },
    url,
    directApply: !job.is_external,
  };
  if (job.valid_through) posting.validThrough = job.valid_through;
  if (job.is_remote) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: countryName(job.country_code) };
  } else {
    const parts = job.location
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: parts[0] ?? job.location,
        ...(parts.length >= 3 ? { addressRegion: parts[1] } : {}),
        addressCountry: job.country_code,
      },
    };
  }
  if (job.salary) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: 'YEAR' },
    };
  }
  if (job.skills.length) posting.skills = job.skills.join(', ');
  posting.experienceRequirements = {
    '@type': 'OccupationalExperienceRequirements',
    monthsOfExperience: job.experience_min * 12,
  };
  return posting;
}

/** spec 02 §9 '{job} at {company} - {brand}'; anonymized jobs are noindex and hide the company (§2). */
export function jobHead(job: JobDetails, publicUrl: string): HeadInfo {
  const company = job.is_anonymized ? null : job.company;
  const title = company ? `${job.title} at ${company.name} - ${BRAND}` : `${job.title} - ${BRAND}`;
  const where = job.is_remote ? 'remote' : `in ${job.location}`;
  const lead = company ? `${job.title} at ${company.name}, ${where}.` : `${job.title}, ${where}.`;
  return {
    title,
    description: truncate(`${lead} ${plainText(job.description)}`),
    // spec 02 §2: indexed only when not anonymized and with title data
    indexable: !job.is_anonymized && job.title.trim().length > 0,
    canonicalPath: job.url,
    ...(company?.logo_url ? { image: company.logo_url } : {}),
    jsonLd: [jobPostingJsonLd(job, publicUrl)],
  };
}

/** spec 02 §9: the variables an operator's job-page template may use. */
export function jobSeoContext(job: JobDetails) {
  const company = job.is_anonymized ? null : job.company;
  return {
    pageType: 'jobDetails',
    vars: { job: job.title, company: company?.name, location: job.is_remote ? 'Remote' : job.location },
  };
}

/** spec 02 §9: the variables an operator's company-page template may use. */
export const companySeoContext = (pageType: 'companyJobs' | 'companyDetail', company: { name: string }) => ({
  pageType,
  vars: { company: company.name },
});

/** What a closed job's page says (spec 02 §3 unpublished jobs state: title, is204). */
export function unpublishedJobHead(path: string): HeadInfo {
  return {
    title: `This job is no longer available - ${BRAND}`,
    description: 'This job has been filled or closed. Search for similar open jobs.',
    indexable: false,
    canonicalPath: path,
  };
}

/** spec 02 §9 '{company} Jobs - Remote Opportunities'. */
export function companyJobsHead(company: CompanyDetails & { open_jobs?: number }): HeadInfo {
  const count = company.open_jobs ? `${company.open_jobs} open jobs` : 'Open jobs';
  return {
    title: `${company.name} Jobs - Remote Opportunities`,
    exactTitle: true,
    description: truncate(`${count} at ${company.name}. ${company.short_description}`),
    canonicalPath: `/jobs/${encodeURIComponent(company.slug)}/`,
    ...(company.logo_url ? { image: company.logo_url } : {}),
  };
}

export function organizationJsonLd(company: CompanyDetails, publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url: new URL(`/${encodeURIComponent(company.slug)}/`, publicUrl).href,
    description: company.short_description,
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.logo_url ? { logo: company.logo_url } : {}),
    ...(company.industry ? { knowsAbout: company.industry } : {}),
    ...(company.founded ? { foundingDate: String(company.founded) } : {}),
    ...(company.headquarters ? { address: company.headquarters } : {}),
  };
}

/** spec 02 §9 '{company} - Company Profile & Careers', with Organization JSON-LD. */
export function companyDetailHead(company: CompanyDetails, publicUrl: string): HeadInfo {
  return {
    title: `${company.name} - Company Profile & Careers`,
    exactTitle: true,
    description: truncate(company.short_description || plainText(company.about)),
    canonicalPath: `/${encodeURIComponent(company.slug)}/`,
    ...(company.logo_url ? { image: company.logo_url } : {}),
    jsonLd: [organizationJsonLd(company, publicUrl)],
  };
}
