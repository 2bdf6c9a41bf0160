import { describe, expect, it } from 'vitest';
import { JobSearchQuerySchema, type JobDetails } from './jobs.ts';
import { DeactivateAlertsSchema, JobAlertCreateSchema, alertLabel } from './job-alerts.ts';
import { companyDetailHead, companyJobsHead, jobHead, jobPath, plainText, searchHead, truncate } from './job-pages.ts';
import { IdSchema } from './paging.ts';
import { filtersFromSearchParams, filtersToQuery, parseExperienceRange } from './job-query.ts';

describe('job filter query (spec 02 §2)', () => {
  it.each([
    ['2-5', { min: 2, max: 5 }],
    ['0 - 2', { min: 0, max: 2 }],
    ['12+', { min: 12, max: 99 }],
    ['5-2', null],
    ['five', null],
    ['-3', null],
  ])('experience_range %s', (value, expected) => {
    expect(parseExperienceRange(value)).toEqual(expected);
  });

  it('coerces paging, trims text and refuses forbidden symbols', () => {
    expect(JobSearchQuerySchema.parse({ search_term: '  java  ', page: '2', remote: 'true' })).toMatchObject({
      search_term: 'java',
      page: 2,
      page_size: 20,
      remote: true,
    });
    expect(JobSearchQuerySchema.safeParse({ search_term: '<script>' }).success).toBe(false);
    expect(JobSearchQuerySchema.safeParse({ page_size: '500' }).success).toBe(false);
    expect(JobSearchQuerySchema.safeParse({ experience_range: 'lots' }).success).toBe(false);
    expect(JobSearchQuerySchema.parse({ search_term: '' }).search_term).toBeUndefined();
  });

  it('round-trips the filters through the page URL', () => {
    const params = new URLSearchParams('search_term=react&location=Pune&remote=true&page=3&utm_source=x');
    const state = filtersFromSearchParams(params);
    expect(state).toEqual({ search_term: 'react', location: 'Pune', remote: true, page: 3 });
    expect(filtersToQuery(state)).toEqual({ search_term: 'react', location: 'Pune', remote: 'true', page: '3' });
    expect(filtersToQuery({ page: 1, remote: false, company: ' ' })).toEqual({});
  });
});

describe('alerts', () => {
  it('needs at least one criterion', () => {
    expect(JobAlertCreateSchema.safeParse({}).success).toBe(false);
    expect(JobAlertCreateSchema.safeParse({ remote: false }).success).toBe(false);
    expect(JobAlertCreateSchema.safeParse({ search_term: 'go' }).success).toBe(true);
  });

  it('deactivates all only with an empty list plus deactivate_all', () => {
    expect(DeactivateAlertsSchema.safeParse({ alert_ids: [] }).success).toBe(false);
    expect(DeactivateAlertsSchema.parse({ alert_ids: [], deactivate_all: true })).toEqual({
      alert_ids: [],
      deactivate_all: true,
    });
    expect(DeactivateAlertsSchema.parse({ alert_ids: ['3'] }).alert_ids).toEqual([3]);
  });

  it('labels an alert by its keyword and filters', () => {
    expect(alertLabel({ search_term: 'python', location: 'Pune', remote: true })).toBe('python, in Pune, remote');
    expect(alertLabel({})).toBe('All jobs');
  });
});

const job: JobDetails = {
  id: 7,
  job_code: 'T5-10007',
  slug: 'data-engineer-t5-10007',
  title: 'Data Engineer',
  company: { id: 3, slug: 'bluefin-analytics', name: 'Bluefin Analytics', logo_url: 'https://cdn.example/logo.png' },
  companyName: 'Bluefin Analytics',
  location: 'Hyderabad, Telangana, India',
  country_code: 'IN',
  is_remote: false,
  employment_type: 'FULL_TIME',
  job_category: 'Data',
  job_sub_category: 'Data Engineering',
  skills: ['Spark', 'SQL'],
  experience_min: 3,
  experience_max: 6,
  salary: { min: 1600000, max: 2400000, currency: 'INR' },
  flow_type: 'regular',
  is_anonymized: false,
  is_leadership: false,
  needsScreening: 0,
  is_external: false,
  redirection_url: null,
  published_at: '2026-01-10T00:00:00.000Z',
  valid_through: '2026-03-10T00:00:00.000Z',
  url: '/jobs/bluefin-analytics/data-engineer-t5-10007/',
  description: '<p>Build <strong>pipelines</strong> &amp; models.</p><ul><li>Spark</li></ul>',
  company_details: {
    id: 3,
    slug: 'bluefin-analytics',
    name: 'Bluefin Analytics',
    logo_url: 'https://cdn.example/logo.png',
    short_description: 'Data products.',
    about: '<p>About</p>',
    website: 'https://bluefin.example.com',
    industry: 'Data & AI',
    size: '201-500',
    founded: 2005,
    headquarters: 'Hyderabad, India',
  },
  is_published: true,
};

describe('job metadata (spec 02 §2, §9)', () => {
  it('titles a job "{job} at {company} - {brand}" with a plain-text description', () => {
    const head = jobHead(job, 'https://talent500.example');
    expect(head.title).toBe('Data Engineer at Bluefin Analytics - Talent Platform');
    expect(head.description).toBe(
      'Data Engineer at Bluefin Analytics, in Hyderabad, Telangana, India. Build pipelines & models. Spark',
    );
    expect(head.indexable).toBe(true);
    expect(head.canonicalPath).toBe(job.url);
    expect(head.image).toBe('https://cdn.example/logo.png');
  });

  it('builds JobPosting JSON-LD with every property Google for Jobs requires', () => {
    const [posting] = jobHead(job, 'https://talent500.example').jsonLd as Record<string, unknown>[];
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      description: job.description,
      datePosted: job.published_at,
      validThrough: job.valid_through,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Bluefin Analytics', sameAs: 'https://bluefin.example.com' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Hyderabad',
          addressRegion: 'Telangana',
          addressCountry: 'IN',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 1600000, maxValue: 2400000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', value: 'T5-10007' },
      url: 'https://talent500.example/jobs/bluefin-analytics/data-engineer-t5-10007/',
    });
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('marks remote jobs TELECOMMUTE with an applicant location and leaves out an unknown salary', () => {
    const [posting] = jobHead(
      { ...job, is_remote: true, location: 'Remote (Germany)', country_code: 'DE', salary: null },
      'https://t.example',
    ).jsonLd as Record<string, unknown>[];
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Germany' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it('hides the company of an anonymized job and makes it noindex', () => {
    const anonymous = { ...job, is_anonymized: true, company: null, companyName: 'Confidential company' };
    const head = jobHead(anonymous, 'https://t.example');
    expect(head.title).toBe('Data Engineer - Talent Platform');
    expect(head.indexable).toBe(false);
    expect(JSON.stringify(head)).not.toContain('Bluefin');
    expect(head.image).toBeUndefined();
  });

  it('builds the company titles and the search title', () => {
    expect(companyJobsHead({ ...job.company_details!, open_jobs: 12 }).title).toBe(
      'Bluefin Analytics Jobs - Remote Opportunities',
    );
    const detail = companyDetailHead(job.company_details!, 'https://t.example');
    expect(detail.title).toBe('Bluefin Analytics - Company Profile & Careers');
    expect(detail.jsonLd?.[0]).toMatchObject({ '@type': 'Organization', name: 'Bluefin Analytics' });
    expect(searchHead('/jobs/', { search_term: 'react native' }, 'Search jobs')).toMatchObject({
      title: 'React Native Jobs | Remote & Full-Time Opportunities',
      canonicalPath: '/jobs/?search_term=react%20native',
    });
    expect(searchHead('/jobs/', {}, 'Search jobs').title).toBe('Search jobs');
  });

  it('puts anonymized jobs under a neutral company segment', () => {
    expect(jobPath(job)).toBe('/jobs/bluefin-analytics/data-engineer-t5-10007/');
    expect(jobPath({ ...job, is_anonymized: true })).toBe('/jobs/confidential/data-engineer-t5-10007/');
  });

  it('turns HTML into short plain text', () => {
    expect(plainText('<p>a&nbsp;b</p><p>c</p>')).toBe('a b c');
    expect(truncate('word '.repeat(60), 30)).toMatch(/^(word ){0,5}word…$/);
  });
});

describe('ids', () => {
  it('stop at the PostgreSQL integer range, in every element of job_ids too', () => {
    expect(IdSchema.safeParse(2147483647).success).toBe(true);
    expect(IdSchema.safeParse(2147483648).success).toBe(false);
    expect(JobSearchQuerySchema.safeParse({ job_ids: '1,2147483647' }).success).toBe(true);
    expect(JobSearchQuerySchema.safeParse({ job_ids: '1,99999999999' }).success).toBe(false);
    expect(DeactivateAlertsSchema.safeParse({ alert_ids: [3e9] }).success).toBe(false);
  });
});
