// The public site over HTTP on a real database (decision 023): pages and blog
// with their heads, the forms reaching the development outbox, the
// whistleblower round trip, referrals and operators' SEO templates.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentMessages, type ContentPage, type SpeakupCase } from '@talent/contracts/content';
import { Messages } from '@talent/contracts/messages';
import { rowsOf } from '../../db/raw-query.ts';
import { createCandidate, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { outbox } from '../auth/auth.test-support.ts';
import { addCompany, addJobs } from '../jobs/jobs.test-support.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { writeSeoTemplate } from './seo.service.ts';
import { createSpeakupService } from './speakup.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { OPERATOR_EMAIL: 'ops@company.test', CONTACT_LIMIT_PER_ADDRESS: '3' } });
});
afterAll(async () => ctx?.close());

const count = async (table: string) =>
  Number((await rowsOf<{ n: number }>(ctx.database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n);
const html = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;
const titleOf = (document: string) => /<title[^>]*>([^<]*)<\/title>/.exec(document)?.[1];

describe('content pages and the blog', () => {
  it('ships a privacy policy that describes the product’s cookies, uploads and GDPR rights, sanitised', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/pages/privacy-policy/' });
    expect(res.statusCode).toBe(200);
    const page = res.json() as ContentPage;
    expect(page.html).toContain('recentlyViewedJobs');
    expect(page.html).toContain('<table>');
    expect(page.html).toMatch(/Screening videos/);
    expect(page.html).toMatch(/GDPR export/);
    expect(page.html).not.toMatch(/<(script|img|hr|code)\b/);
  });

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pages/nothing-here/' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pages/Bad_Slug/' })).statusCode).toBe(400);
  });

  it('renders the FAQ head with FAQPage structured data from its headings', async () => {
    const document = await html('/faq/');
    expect(titleOf(document)).toContain('Frequently asked questions');
    const ld = /<script data-ssr-head type="application\/ld\+json">(.*?)<\/script>/s.exec(document)![1]!;
    const data = JSON.parse(ld) as { '@type': string; mainEntity: { name: string }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => q.name)).toContain('How do I apply to a job?');
  });

  it('lists posts per audience, serves a post with BlogPosting data, and a feed', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/blog/posts/?audience=enterprises' })).json();
    expect(list.count).toBe(2);
    const post = list.results[0];
    expect(post.url).toBe(`/blog/enterprises/${post.slug}/`);
    const document = await html(post.url);
    expect(titleOf(document)).toContain(post.title);
    expect(document).toContain('"@type":"BlogPosting"');
    expect(document).toContain('rel="alternate" type="application/rss+xml"');
    const missing = await ctx.app.inject({ method: 'GET', url: '/blog/no-such-post/' });
    expect(missing.statusCode).toBe(404);
    const feed = await ctx.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<item>');
    expect(feed.body).toContain('/blog/write-a-resume-hiring-teams-read/');
  });

  it('keeps an operator’s page over the starting content on the next start', async () => {
    await ctx.database.db.execute(sql`UPDATE content_pages SET title = 'Our about page' WHERE slug = 'about'`);
    const written = await ctx.app.inject({ method: 'GET', url: '/api/pages/about/' });
    expect(written.json().title).toBe('Our about page');
  });
});

describe('contact and enterprise forms', () => {
  it('stores a contact message and e-mails the operators through the queue', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Asha', email: 'asha@mail.io', subject: 'Account help', message: 'I cannot upload.' },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toBe(ContentMessages.contactSent);
    const mails = await outbox(ctx, 'ops@company.test');
    expect(mails.some((m) => m.subject === 'Contact: Account help' && m.textBody.includes('I cannot upload.'))).toBe(
      true,
    );
  });

  it('refuses forbidden symbols and missing fields, storing nothing', async () => {
    const before = await count('contact_messages');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'A', email: 'a@mail.io', subject: '<b>', message: '' },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().subject).toEqual([Messages.forbiddenSymbols]);
    expect(await count('contact_messages')).toBe(before);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = await count('contact_messages');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Bot', email: 'bot@mail.io', subject: 'Hi', message: 'Buy', website: 'http://spam' },
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(201);
    expect(await count('contact_messages')).toBe(before);
  });

  it('limits contact messages per address', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: { name: 'R', email: 'r@mail.io', subject: 'Again', message: 'Again' },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe(Messages.tooManyAttempts);
  });

  it('refuses a gmail address on the enterprise form with the business-email rule', async () => {
    const before = await count('enterprise_enquiries');
    const payload = { name: 'Ravi', email: 'ravi@gmail.com', company: 'Acme', message: 'Hiring 10 engineers' };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/enterprise-form',
      payload,
      remoteAddress: '10.0.1.1',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().email).toEqual([Messages.businessEmail]);
    expect(await count('enterprise_enquiries')).toBe(before);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/enterprise-form',
      payload: { ...payload, email: 'ravi@acme.io', country: 'IN', team_size: '11-50' },
      remoteAddress: '10.0.1.1',
    });
    expect(accepted.statusCode).toBe(201);
    const mails = await outbox(ctx, 'ops@company.test');
    expect(mails.some((m) => m.subject === 'Enterprise enquiry: Acme' && m.textBody.includes('Country: India'))).toBe(
      true,
    );
  });

  it('serves the enterprise regions, countries, insights, campaigns and pillar pages', async () => {
    const regions = (await ctx.app.inject({ method: 'GET', url: '/api/enterprise/region' })).json();
    expect(regions.map((r: { code: string }) => r.code)).toEqual(['apac', 'emea', 'americas']);
    const countries = (await ctx.app.inject({ method: 'GET', url: '/api/enterprise/country?region=apac' })).json();
    expect(countries.some((c: { code: string }) => c.code === 'IN')).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/enterprise/country?region=moon' })).statusCode).toBe(404);
    const insights = (await ctx.app.inject({ method: 'GET', url: '/api/talent_services/insights/' })).json();
    expect(insights.insights[0].label).toBe('Open jobs');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/enterprise/campaigns/' })).json().length).toBeGreaterThan(
      0,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pillar-pages/' })).json().length).toBeGreaterThan(0);
    const landing = await ctx.app.inject({ method: 'GET', url: '/api/landing_page/fresh-start' });
    expect(landing.json().title).toMatch(/Fresh start/);
  });

  it('subscribes by double opt-in and unsubscribes with the mail’s link', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/subscribe/',
      payload: { email: 'reader@mail.io' },
      remoteAddress: '10.0.2.1',
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await outbox(ctx, 'reader@mail.io');
    const confirm = /confirm=([\w-]+)/.exec(mail!.textBody)![1]!;
    const unsubscribe = /unsubscribe=([\w-]+)/.exec(mail!.textBody)![1]!;
    const statusOf = async () =>
      (
        await rowsOf<{ status: string }>(
          ctx.database.db,
          sql`SELECT status FROM newsletter_subscriptions WHERE email = 'reader@mail.io'`,
        )
      )[0]!.status;
    expect(await statusOf()).toBe('pending');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/users/subscribe/confirm/', payload: { token: confirm } }))
        .statusCode,
    ).toBe(200);
    expect(await statusOf()).toBe('confirmed');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users/subscribe/unsubscribe/',
          payload: { token: unsubscribe },
        })
      ).statusCode,
    ).toBe(200);
    expect(await statusOf()).toBe('unsubscribed');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/subscribe/confirm/',
      payload: { token: 'x'.repeat(40) },
    });
    expect(bad.statusCode).toBe(400);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(fields: Record<string, string>, files: { name: string; data: Buffer }[] = []) {
  const boundary = '----speakup';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the whistleblower channel', () => {
  it('files an anonymous report, lets the reporter read an operator’s reply with the case code, and stores no address', async () => {
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/speakup/reports/',
      remoteAddress: '203.0.113.77',
      ...multipart({ category: 'Fraud or corruption', message: 'Invoices are inflated.' }, [
        { name: 'proof.pdf', data: PDF },
      ]),
    });
    expect(filed.statusCode).toBe(201);
    const { case_code, passphrase } = filed.json() as { case_code: string; passphrase: string };
    expect(case_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // the operator replies (what `admin speakup-reply` does)
    await operatorSpeakup().reply(case_code, 'Thank you, we are looking into it.');
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/speakup/case/',
      payload: { case_code: case_code.toLowerCase(), passphrase },
    });
    expect(opened.statusCode).toBe(200);
    const thread = opened.json() as SpeakupCase;
    expect(thread.status).toBe('in_review');
    expect(thread.messages.map((m) => m.author)).toEqual(['reporter', 'operator']);
    expect(thread.messages[0]!.attachments).toEqual([{ filename: 'proof.pdf', size_bytes: PDF.length }]);
    // nothing in the database holds the sender's address
    const dump = JSON.stringify(
      await rowsOf(
        ctx.database.db,
        sql`SELECT r.*, m.* FROM whistleblower_reports r JOIN whistleblower_messages m ON m.report_id = r.id`,
      ),
    );
    expect(dump).not.toContain('203.0.113.77');
    // the operators were told, without the content
    const mails = await outbox(ctx, 'ops@company.test');
    const notice = mails.find((m) => m.subject.includes(case_code))!;
    expect(notice.textBody).not.toContain('Invoices');
  });

  it('refuses a wrong passphrase with the same answer as an unknown case, and an attachment that is not what it claims', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/speakup/case/',
      payload: { case_code: 'AAAA-BBBB-CCCC', passphrase: 'not-the-right-one' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe(ContentMessages.reportNotFound);
    const before = await count('whistleblower_reports');
    const fake = await ctx.app.inject({
      method: 'POST',
      url: '/api/speakup/reports/',
      ...multipart({ category: 'Other', message: 'See file' }, [
        { name: 'evil.pdf', data: Buffer.from('<script>alert(1)</script>') },
      ]),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().attachments).toEqual([ContentMessages.attachmentRefused]);
    expect(await count('whistleblower_reports')).toBe(before);
  });
});

describe('refer and earn', () => {
  it('gives a candidate a code and link, and shows a sign-up made with it at its stage', async () => {
    const referrer = await createCandidate(ctx);
    const first = (await ctx.app.inject({ method: 'GET', url: '/api/refer_and_earn/', headers: referrer.auth })).json();
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.link).toContain(`/auth/signup/?referral_code=${first.code}`);
    expect(first.referrals).toEqual([]);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/candidate/signup_v3/',
      payload: {
        first_name: 'Neha',
        last_name: 'Rao',
        email: 'neha@mail.io',
        password: 'Secret@123',
        referral_code: first.code,
      },
    });
    expect(signup.statusCode).toBeLessThan(300);
    const again = (await ctx.app.inject({ method: 'GET', url: '/api/refer_and_earn/', headers: referrer.auth })).json();
    expect(again.code).toBe(first.code);
    expect(again.referrals).toEqual([
      expect.objectContaining({ name: 'Neha R.', stage: 'signed_up', stage_label: 'Signed up' }),
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/refer_and_earn/' })).statusCode).toBe(401);
  });
});

describe('SEO templates (spec 02 §9)', () => {
  it('an operator’s template changes a job page’s title in the HTML; a missing variable falls back to the built-in title', async () => {
    const slug = await addCompany(ctx, { slug: 'kestrel-audio', name: 'Kestrel Audio' });
    await addJobs(ctx, slug, [{ title: 'Sound Designer', slug: 'sound-designer-k1' }]);
    const url = `/jobs/${slug}/sound-designer-k1/`;
    expect(titleOf(await html(url))).toMatch(/^Sound Designer at Kestrel Audio - /);
    await writeSeoTemplate(ctx.database.db, 'jobDetails', {
      title: 'Hiring: {job} ({company}) | {brand}',
      og_title: '{job} — apply now',
    });
    const document = await html(url);
    expect(titleOf(document)).toBe('Hiring: Sound Designer (Kestrel Audio) | Talent Platform');
    expect(document).toContain('property="og:title" content="Sound Designer — apply now"');
    await writeSeoTemplate(ctx.database.db, 'jobDetails', { title: '{job} in {nowhere}' });
    expect(titleOf(await html(url))).toMatch(/^Sound Designer at Kestrel Audio - /);
  });

  it('writes a relative og:image as an absolute address on the public URL', async () => {
    await writeSeoTemplate(ctx.database.db, 'faq', { og_image: '/images/faq-card.png' });
    const document = await html('/faq/');
    const image = /property="og:image" content="([^"]*)"/.exec(document)?.[1];
    expect(image).toMatch(/^https?:\/\/[^/]+\/images\/faq-card\.png$/);
  });

  it('uses an auth page’s template as written, without substitution', async () => {
    await writeSeoTemplate(ctx.database.db, 'signin', { title: 'Sign in to {brand}' });
    expect(titleOf(await html('/auth/signin/'))).toBe('Sign in to {brand}');
  });
});

function operatorSpeakup() {
  return createSpeakupService({
    db: ctx.database.db,
    storage: ctx.deps.storage,
    limiter: createRateLimiter({ now: () => new Date() }),
    operatorEmail: 'ops@company.test',
    windowSeconds: 900,
  });
}
