import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetails } from '@talent/contracts/jobs';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { catalogueOf } from './jobs.test-support.ts';
import { addCompany, addJobs } from './jobs.test-support.ts';

let ctx: TestContext;
let prod: TestContext;
let company: string;
const ids: Record<string, number> = {};

async function setUp(target: TestContext) {
  const slug = await addCompany(target, {
    slug: 'lyrebird-labs',
    name: 'Lyrebird Labs',
    short_description: 'Lyrebird Labs builds voice tools.',
    website: 'https://lyrebird.example.com',
    logo_url: 'https://cdn.example.com/lyrebird.png',
    priority: 50,
  });
  const [open, remote, anonymous, closed, external] = await addJobs(target, slug, [
    {
      title: 'Audio Engineer',
      slug: 'audio-engineer-lb1',
      description: '<p>Tune <strong>speech</strong> models.</p><script>alert(1)</script>',
      salary_min: 1500000,
      salary_max: 2500000,
      salary_currency: 'INR',
      valid_through: '2030-01-31T00:00:00.000Z',
      screening_questions: [{ id: 'q1', question: 'Years with DSP?', kind: 'text' }],
    },
    {
      title: 'Remote Voice Designer',
      slug: 'voice-designer-lb2',
      is_remote: true,
      location: 'Remote (Spain)',
      country_code: 'ES',
    },
    {
      title: 'Stealth Audio Lead',
      slug: 'stealth-audio-lead-lb3',
      is_anonymized: true,
      description: '<p>Lyrebird Labs is hiring a lead; at lyrebird labs you will own audio.</p>',
    },
    { title: 'Closed Audio Role', slug: 'closed-audio-role-lb4', is_published: false },
    {
      title: 'Partner Audio Role',
      slug: 'partner-audio-role-lb5',
      is_external: true,
      redirection_url: 'https://careers.partner.example.com/apply/5',
    },
  ]);
  return { slug, open, remote, anonymous, closed, external };
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const made = await setUp(ctx);
  company = made.slug;
  Object.assign(ids, made);
  prod = await createTestApp({
    env: {
      APP_ENV: 'PRODUCTION',
      PUBLIC_URL: 'https://talent500.example',
      JWT_SECRET: 'j'.repeat(32),
      FILE_SIGNING_SECRET: 'f'.repeat(32),
    },
  });
  await setUp(prod);
});
afterAll(async () => {
  await ctx?.close();
  await prod?.close();
});

describe('job details and card (spec 01 §3, spec 02 §3)', () => {
  it('answers the details with the card fields the apply flow needs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/candidate_jobs/${ids.open}/` });
    expect(res.statusCode).toBe(200);
    const job = res.json() as JobDetails;
    expect(job).toMatchObject({
      id: ids.open,
      title: 'Audio Engineer',
      companyName: 'Lyrebird Labs',
      needsScreening: 1,
      is_anonymized: false,
      flow_type: 'regular',
      job_sub_category: 'Backend',
      salary: { min: 1500000, max: 2500000, currency: 'INR' },
      url: `/jobs/${company}/audio-engineer-lb1/`,
      company_details: { website: 'https://lyrebird.example.com' },
    });
    expect(job.job_code).toMatch(/^TJ-/);
    // the import sanitised the description
    expect(job.description).toBe('<p>Tune <strong>speech</strong> models.</p>');
    expect(job).not.toHaveProperty('application_id');
  });

  it('finds a job by the page’s slugs, or by a numeric second segment', async () => {
    const bySlug = await ctx.app.inject({ method: 'GET', url: `/api/jobs/details/${company}/audio-engineer-lb1/` });
    expect(bySlug.json().id).toBe(ids.open);
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/jobs/details/${company}/${ids.open}/` });
    expect(byId.json().id).toBe(ids.open);
    const wrongCompany = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/details/northwind-labs/audio-engineer-lb1/',
    });
    expect(wrongCompany.statusCode).toBe(404);
  });

  it('answers 204 for an unpublished job and 404 for an unknown one', async () => {
    const closed = await ctx.app.inject({ method: 'GET', url: `/api/candidate_jobs/${ids.closed}/` });
    expect(closed.statusCode).toBe(204);
    expect(closed.body).toBe('');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/jobs/card/${ids.closed}/` })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/candidate_jobs/99999999/' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/candidate_jobs/abc/' })).statusCode).toBe(400);
  });

  it('hides the company of an anonymized job, also from its page address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/candidate_jobs/${ids.anonymous}/` });
    const job = res.json() as JobDetails;
    expect(job).toMatchObject({ company: null, company_details: null, companyName: 'Confidential company' });
    expect(job.url).toBe('/jobs/confidential/stealth-audio-lead-lb3/');
    expect(res.body.toLowerCase()).not.toContain('lyrebird');
    expect(job.description).toBe('<p>The company is hiring a lead; at The company you will own audio.</p>');
    const viaCompany = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/details/${company}/stealth-audio-lead-lb3/`,
    });
    expect(viaCompany.statusCode).toBe(404);
    const viaNeutral = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/details/confidential/stealth-audio-lead-lb3/',
    });
    expect(viaNeutral.json().id).toBe(ids.anonymous);
  });

  it('serves the public job card with job_code, flow_type and job_sub_category', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/card/${ids.external}/` });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({
      job_code: expect.any(String),
      flow_type: 'regular',
      job_sub_category: 'Backend',
      is_external: true,
      redirection_url: 'https://careers.partner.example.com/apply/5',
    });
  });

  it('tells a signed-in candidate whether they saved or applied', async () => {
    const candidate = await createCandidate(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/save-or-update-job/',
      headers: candidate.auth,
      payload: { job_id: ids.remote },
    });
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate_jobs/',
      headers: candidate.auth,
      payload: { job: ids.remote },
    });
    const job = (
      await ctx.app.inject({ method: 'GET', url: `/api/candidate_jobs/${ids.remote}/`, headers: candidate.auth })
    ).json();
    expect(job).toMatchObject({ is_saved: true, application_id: apply.json().id });
  });
});

describe('companies and content', () => {
  it('lists companies with open job counts, the featured ones by priority', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/companies/?page_size=100' })).json();
    expect(all.count).toBeGreaterThan(20);
    const featured = (await ctx.app.inject({ method: 'GET', url: '/api/companies/?with_priority=true' })).json();
    expect(featured.results[0]).toMatchObject({ slug: company, priority: 50, open_jobs: 3 });
    expect(featured.results.every((c: { priority: number }) => c.priority > 0)).toBe(true);
  });

  it('answers a company and its profile by id or slug', async () => {
    const bySlug = (await ctx.app.inject({ method: 'GET', url: `/api/companies/${company}/` })).json();
    const byId = (await ctx.app.inject({ method: 'GET', url: `/api/companies-evp/${bySlug.id}/` })).json();
    expect(byId).toMatchObject({ slug: company, company_about_section: { id: bySlug.id, name: 'Lyrebird Labs' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/companies-evp/no-such-company/' })).statusCode).toBe(404);
  });

  it('shows live banners and promotional cards only', async () => {
    // only this test's banners and cards, not the demo ones
    await ctx.database.query('DELETE FROM banners');
    await ctx.database.query('DELETE FROM promotional_cards');
    await catalogueOf(ctx).addBanner({ title: 'Hiring week', placement: 'home', link_url: '/jobs/' });
    await catalogueOf(ctx).addBanner({ title: 'Old news', ends_at: new Date('2020-01-01T00:00:00Z') });
    await catalogueOf(ctx).addBanner({ title: 'Dashboard tip', placement: 'dashboard' });
    await catalogueOf(ctx).addPromotionalCard({ title: 'Refer a friend', image_url: 'https://cdn.example.com/r.png' });
    const home = (await ctx.app.inject({ method: 'GET', url: '/api/banners/active/?placement=home' })).json();
    expect(home.map((b: { title: string }) => b.title)).toEqual(['Hiring week']);
    const cards = (await ctx.app.inject({ method: 'GET', url: '/api/promotional-cards/' })).json();
    expect(cards[0]).toMatchObject({ title: 'Refer a friend', image_url: 'https://cdn.example.com/r.png' });
  });
});

const unescape = (text: string | undefined) =>
  text?.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );
const headOf = (html: string) => ({
  title: unescape(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]),
  description: unescape(/<meta data-ssr-head name="description" content="([^"]*)">/.exec(html)?.[1]),
  robots: /<meta data-ssr-head name="robots" content="([^"]*)">/.exec(html)?.[1],
  canonical: unescape(/<link data-ssr-head rel="canonical" href="([^"]*)">/.exec(html)?.[1]),
  jsonLd: [...html.matchAll(/<script data-ssr-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  ),
});

describe('head data in the HTML the server sends (spec 02 §2, §9)', () => {
  it('renders the job title pattern, description, robots and JobPosting JSON-LD', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/jobs/lyrebird-labs/audio-engineer-lb1/' });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.title).toBe('Audio Engineer at Lyrebird Labs - Talent Platform');
    expect(head.description).toMatch(
      /^Audio Engineer at Lyrebird Labs, in Pune, Maharashtra, India\. Tune speech models\./,
    );
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe('https://talent500.example/jobs/lyrebird-labs/audio-engineer-lb1/');
    expect(res.body).toContain(
      '<meta data-ssr-head property="og:image" content="https://cdn.example.com/lyrebird.png">',
    );
    expect(res.body).toContain('<meta data-ssr-head name="twitter:card" content="summary_large_image">');
    const [posting] = head.jsonLd;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Audio Engineer',
      hiringOrganization: { name: 'Lyrebird Labs' },
      jobLocation: { address: { addressLocality: 'Pune', addressCountry: 'IN' } },
      validThrough: '2030-01-31T00:00:00.000Z',
      baseSalary: { currency: 'INR' },
      employmentType: 'FULL_TIME',
    });
    for (const key of ['description', 'datePosted', 'hiringOrganization', 'validThrough', 'employmentType']) {
      expect(posting).toHaveProperty(key);
    }
  });

  it('is noindex outside production', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/jobs/lyrebird-labs/audio-engineer-lb1/' });
    expect(headOf(res.body).robots).toBe('noindex, nofollow');
  });

  it('marks remote jobs TELECOMMUTE', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/jobs/lyrebird-labs/voice-designer-lb2/' });
    expect(headOf(res.body).jsonLd[0]).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Spain' },
    });
  });

  it('makes anonymized jobs noindex without naming the company, even in production', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/jobs/confidential/stealth-audio-lead-lb3/' });
    const head = headOf(res.body);
    expect(head.title).toBe('Stealth Audio Lead - Talent Platform');
    expect(head.robots).toBe('noindex, nofollow');
    expect(res.body).not.toContain('Lyrebird');
  });

  it('answers 404 with the not-found page for an unknown job or company, 410 for a closed job', async () => {
    const unknown = await prod.app.inject({ method: 'GET', url: '/jobs/lyrebird-labs/no-such-job/' });
    expect(unknown.statusCode).toBe(404);
    expect(headOf(unknown.body).title).toBe('Page not found - Talent Platform');
    expect((await prod.app.inject({ method: 'GET', url: '/jobs/no-such-company/' })).statusCode).toBe(404);
    const closed = await prod.app.inject({ method: 'GET', url: '/jobs/lyrebird-labs/closed-audio-role-lb4/' });
    expect(closed.statusCode).toBe(410);
    expect(headOf(closed.body)).toMatchObject({ robots: 'noindex, nofollow', jsonLd: [] });
  });

  it('titles company pages and search pages by their patterns', async () => {
    const jobs = headOf((await prod.app.inject({ method: 'GET', url: '/jobs/lyrebird-labs/' })).body);
    expect(jobs.title).toBe('Lyrebird Labs Jobs - Remote Opportunities');
    expect(jobs.robots).toBe('index, follow');
    const detail = headOf((await prod.app.inject({ method: 'GET', url: '/lyrebird-labs/' })).body);
    expect(detail.title).toBe('Lyrebird Labs - Company Profile & Careers');
    expect(detail.jsonLd[0]).toMatchObject({ '@type': 'Organization', name: 'Lyrebird Labs' });
    const search = headOf(
      (await prod.app.inject({ method: 'GET', url: '/joblist/?search_term=audio%20engineer' })).body,
    );
    expect(search.title).toBe('Audio Engineer Jobs | Remote & Full-Time Opportunities');
    expect(search.canonical).toBe('https://talent500.example/joblist/?search_term=audio%20engineer');
  });
});
