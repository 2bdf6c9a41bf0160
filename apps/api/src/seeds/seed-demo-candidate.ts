// The demo candidate's profile (decision 018): a senior frontend engineer in
// Bengaluru with experience, education, a certificate, skills, a resume file,
// salary and preferences, saved jobs, a job alert and applications at the
// stages a candidate reaches without a hiring team (applied, screening to
// take, screening submitted, withdrawn). Post-apply stages that a hiring
// team creates (assessments, offers, letters) are seeded by their own modules.
//
// Each part goes through the service its screen calls, with the endpoint's
// own checks (decision 050): the applications are made at the demo's dates and
// each later step is taken then, so the timeline and the notifications are
// the ones a candidate doing it would get.
//
// Idempotent: each part is added only while the demo candidate has none of
// it, so a candidate who edits the demo profile keeps the edits.
import { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { candidatesSchemas } from '@talent/contracts/endpoints/candidates.schemas';
import { jobsSchemas } from '@talent/contracts/endpoints/jobs.schemas';
import { jobIdsByCode } from './seed-catalogue.repo.ts';
import type { SeedServices } from './seed-services.ts';

/** The jobs the demo candidate has applied to, by job code, with the stage each is at. */
export const DEMO_APPLICATIONS: { jobCode: string; status: 'AP' | 'PS' | 'SC' | 'WD'; daysAgo: number }[] = [
  { jobCode: 'T5-10001', status: 'PS', daysAgo: 2 },
  { jobCode: 'T5-10021', status: 'AP', daysAgo: 1 },
  { jobCode: 'T5-10201', status: 'SC', daysAgo: 6 },
  { jobCode: 'T5-10182', status: 'PS', daysAgo: 9 },
  { jobCode: 'T5-10041', status: 'WD', daysAgo: 15 },
];
/** Saved, not applied. */
export const DEMO_SAVED_JOB_CODES = ['T5-10221', 'T5-10102', 'T5-10242', 'T5-10261'];

const DAY_MS = 86_400_000;

/** A one-page PDF with the given lines in Helvetica: a real file the viewer and the analyzer can open. */
export function simplePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '56 790 Td',
    ...lines.map((line, i) => (i === 0 ? `/F1 18 Tf (${escape(line)}) Tj T* /F1 11 Tf T*` : `(${escape(line)}) Tj T*`)),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const RESUME_LINES = [
  'Asha Verma',
  'Senior Frontend Engineer - Bengaluru, India - demo@talent500.dev - +91 98765 43210',
  '',
  'SUMMARY',
  'Frontend engineer with 6 years of experience building accessible, fast React applications',
  'for commerce and fintech products used by millions of people.',
  '',
  'EXPERIENCE',
  'Senior Frontend Engineer, Cobalt Commerce, Gurugram (remote) - Apr 2023 to present',
  '- Led the checkout rewrite in React and TypeScript; conversion up 4.2 percent.',
  '- Built the design system used by 9 product teams; WCAG 2.2 AA across 140 components.',
  '- Cut the largest contentful paint on mid-range phones from 4.1 s to 1.9 s.',
  'Frontend Engineer, Fjord Payments, Bengaluru - Jul 2020 to Mar 2023',
  '- Built the merchant dashboard (React, Redux Toolkit, GraphQL) for 12,000 merchants.',
  '- Introduced Playwright end-to-end tests; production incidents from the web app halved.',
  'Software Engineer, Lumen Learning, Noida - Jun 2018 to Jun 2020',
  '- Built live-class screens and an offline-first practice test player.',
  '',
  'EDUCATION',
  'B.Tech in Computer Science, National Institute of Technology Karnataka - 2014 to 2018',
  '',
  'SKILLS',
  'React, TypeScript, JavaScript, Next.js, CSS, Accessibility, GraphQL, Playwright, Node.js',
  '',
  'CERTIFICATIONS',
  'Certified Professional in Accessibility Core Competencies (IAAP), 2022',
];

const PROFILE = {
  gender: 'female',
  current_location: 'Bengaluru, Karnataka, India',
  current_annual_salary: '2600000',
  current_salary_currency: 'INR',
  expected_salary: '3400000',
  expected_salary_currency: 'INR',
  expected_salary_from: '3200000',
  expected_salary_to: '3800000',
  fixed_salary: '2300000',
  variable_salary: '300000',
  notice_period: 30,
  joining_range: 'within_30_days',
  looking_for_role: true,
  experience_years: '6.5',
  experience_months: 6,
  skills: [
    { name: 'React', exp_years: '6' },
    { name: 'TypeScript', exp_years: '5' },
    { name: 'JavaScript', exp_years: '>9' },
    { name: 'Next.js', exp_years: '3' },
    { name: 'CSS', exp_years: '6' },
    { name: 'Accessibility', exp_years: '4' },
    { name: 'GraphQL', exp_years: '3' },
    { name: 'Playwright', exp_years: '2' },
  ],
  preferred_country: ['IN', 'NL'],
  preferred_locations: ['Bengaluru', 'Hyderabad', 'Amsterdam'],
  open_to_remote_work: true,
  job_type: ['full_time'],
  job_nature: 'hybrid',
  job_profile_preference: 'Senior Frontend Engineer',
  github: 'https://github.com/asha-verma-demo',
  portfolio_link: 'https://asha-verma.example.com',
};

const EXPERIENCE = [
  {
    title: 'Senior Frontend Engineer',
    company_name: 'Cobalt Commerce',
    experience_roles: ['Frontend', 'Design systems'],
    employment_type: 'full_time',
    location: 'Gurugram, India (remote)',
    duration_start: '2023-04-01',
    is_current: true,
    description:
      '<p>Lead the checkout rewrite in React and TypeScript and the design system used by nine product teams.</p>',
  },
  {
    title: 'Frontend Engineer',
    company_name: 'Fjord Payments',
    experience_roles: ['Frontend'],
    employment_type: 'full_time',
    location: 'Bengaluru, India',
    duration_start: '2020-07-01',
    duration_end: '2023-03-31',
    description: '<p>Built the merchant dashboard for 12,000 merchants and introduced end-to-end tests.</p>',
  },
  {
    title: 'Software Engineer',
    company_name: 'Lumen Learning',
    experience_roles: ['Frontend', 'Mobile web'],
    employment_type: 'full_time',
    location: 'Noida, India',
    duration_start: '2018-06-01',
    duration_end: '2020-06-30',
    description: '<p>Built live-class screens and an offline-first practice test player.</p>',
  },
];

const QUALIFICATIONS = [
  {
    qualification_type: 'degree',
    education_type: 'degree',
    name: 'B.Tech',
    institution: 'National Institute of Technology Karnataka',
    field_of_study: 'Computer Science and Engineering',
    grade: '8.6 CGPA',
    country: 'IN',
    duration_start: '2014-07-01',
    duration_end: '2018-05-31',
  },
  {
    qualification_type: 'certificate',
    education_type: 'certificate',
    name: 'Certified Professional in Accessibility Core Competencies',
    institution: 'IAAP',
    field_of_study: 'Web accessibility',
    country: 'IN',
    duration_start: '2022-03-01',
    duration_end: '2022-03-31',
  },
];

/** The answers to the screening questions of the application the demo answered (the seed's second question set). */
const SCREENING_ANSWERS = [
  { question_id: 'q1', answer: '30 days' },
  { question_id: 'q2', answer: 'The checkout rewrite at Cobalt Commerce: faster, accessible and 4% more orders.' },
];

const FIRST_PAGE = { page: 1, pageSize: 1 };

export async function seedDemoCandidateProfile(
  services: SeedServices,
  demo: { candidateId: number; userId: string },
  now: Date,
) {
  const { candidateId } = demo;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const profile = await services.at(now, () => services.profile.getProfile(candidateId));

  if (profile.skills.length === 0) {
    const patch = candidatesSchemas.updateProfile.body.parse(PROFILE)!;
    await services.at(now, () => services.profile.updateProfile(candidateId, demo.userId, patch));
  }
  if (profile.experience.length === 0) {
    for (const item of EXPERIENCE) {
      const fields = candidatesSchemas.addExperience.body.parse(item);
      await services.at(now, () => services.career.addExperience(candidateId, fields));
    }
  }
  if (profile.education.length + profile.certificates.length === 0) {
    for (const item of QUALIFICATIONS) {
      const fields = candidatesSchemas.addQualification.body.parse(item);
      await services.at(now, () => services.career.addQualification(candidateId, fields));
    }
  }
  const { files } = services;
  if (!profile.resume_filename && files) {
    const data = simplePdf(RESUME_LINES);
    await services.at(now, () => files.uploadResume(candidateId, { data, filename: 'Asha-Verma-Resume.pdf' }));
  }

  const jobId = await jobIdsByCode(services.db, [...DEMO_APPLICATIONS.map((a) => a.jobCode), ...DEMO_SAVED_JOB_CODES]);
  const { applications } = services;
  if ((await applications.appliedJobs(candidateId, FIRST_PAGE)).count === 0) {
    for (const application of DEMO_APPLICATIONS) {
      const job = jobId.get(application.jobCode);
      if (!job) continue;
      const at = daysAgo(application.daysAgo);
      // the status is the apply rule's (screening questions or not); the later steps are the candidate's
      const body = applicationsSchemas.apply.body.parse({
        job,
        privacy_policy_status: true,
        source: 'direct',
        sourcer: 'direct',
      });
      const { id } = await services.at(at, () => applications.apply(candidateId, body));
      if (application.status === 'SC') {
        const answers = applicationsSchemas.submitScreening.body.parse({
          candidate_job_id: id,
          answers: SCREENING_ANSWERS,
        });
        await services.at(daysAgo(application.daysAgo - 1), () => applications.submitScreening(candidateId, answers));
      }
      if (application.status === 'WD') {
        await services.at(new Date(at.getTime() + 3 * DAY_MS), () => applications.withdraw(candidateId, id));
      }
    }
  }

  if ((await services.jobs.savedOrRecentlyViewed(candidateId, 'saved', FIRST_PAGE)).count === 0) {
    for (const [i, code] of DEMO_SAVED_JOB_CODES.entries()) {
      const job = jobId.get(code);
      if (!job) continue;
      // saved a day apart, each looked at once more than the one saved after it
      await services.at(daysAgo(i + 1), async () => {
        const { body } = jobsSchemas.saveOrUpdateJob;
        await services.jobs.saveOrUpdate(candidateId, body.parse({ job_id: job, is_saved: true, viewed: true }));
        for (let view = 0; view < i; view += 1) {
          await services.jobs.saveOrUpdate(candidateId, body.parse({ job_id: job, viewed: true }));
        }
      });
    }
  }

  if ((await services.alerts.list(candidateId, FIRST_PAGE)).count === 0) {
    const alert = jobsSchemas.createAlert.body.parse({
      search_term: 'frontend',
      location: 'Bengaluru',
      experience_range: '5-8',
    });
    await services.at(daysAgo(10), () => services.alerts.create(candidateId, alert));
  }
}
