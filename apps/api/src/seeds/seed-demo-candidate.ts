// The demo candidate's profile (decision 018): a senior frontend engineer in
// Bengaluru with experience, education, a certificate, skills, a resume file,
// salary and preferences, saved jobs, a job alert and applications at the
// stages a candidate reaches without a hiring team (applied, screening to
// take, screening submitted, withdrawn), each with its timeline events. Post-apply stages that a hiring
// team creates (assessments, offers, letters) are seeded by their own modules.
//
// Idempotent: each part is added only while the demo candidate has none of
// it, so a candidate who edits the demo profile keeps the edits.
import { and, eq, inArray } from 'drizzle-orm';
import type { Storage } from '../lib/storage.ts';
import { recordStageChange } from '../modules/application-core/application-events.ts';
import { criteriaKey } from '../modules/jobs/alerts.service.ts';
import type { DbOrTx } from '../db/client.ts';
import { candidateJobs, candidateSavedJobs, jobAlerts } from '../db/schema/jobs.ts';
import { candidateExperiences, candidateQualifications } from '../db/schema/candidates.ts';
import { candidates, jobs } from '../db/schema/platform.ts';

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

export async function seedDemoCandidateProfile(
  tx: DbOrTx,
  options: { candidateId: number; now: Date; storage?: Storage | undefined },
) {
  const { candidateId, now } = options;
  const [candidate] = await tx
    .select({ resumeKey: candidates.resumeKey, skills: candidates.skills })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!candidate) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  if (candidate.skills.length === 0) {
    await tx
      .update(candidates)
      .set({
        gender: 'female',
        currentLocation: 'Bengaluru, Karnataka, India',
        currentAnnualSalary: '2600000',
        currentSalaryCurrency: 'INR',
        expectedSalary: '3400000',
        expectedSalaryCurrency: 'INR',
        expectedSalaryFrom: '3200000',
        expectedSalaryTo: '3800000',
        fixedSalary: '2300000',
        variableSalary: '300000',
        noticePeriod: 30,
        joiningRange: 'within_30_days',
        lookingForRole: true,
        experienceYears: '6.5',
        experienceMonths: 6,
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
        preferredCountry: ['India', 'Netherlands'],
        preferredLocations: ['Bengaluru', 'Hyderabad', 'Amsterdam'],
        openToRemoteWork: true,
        jobType: ['full_time'],
        jobNature: 'hybrid',
        jobProfilePreference: 'Senior Frontend Engineer',
        github: 'https://github.com/asha-verma-demo',
        portfolioLink: 'https://asha-verma.example.com',
      })
      .where(eq(candidates.id, candidateId));
  }

  const hasExperience = await tx
    .select({ id: candidateExperiences.id })
    .from(candidateExperiences)
    .where(eq(candidateExperiences.candidateId, candidateId))
    .limit(1);
  if (hasExperience.length === 0) {
    await tx.insert(candidateExperiences).values([
      {
        candidateId,
        title: 'Senior Frontend Engineer',
        companyName: 'Cobalt Commerce',
        experienceRoles: ['Frontend', 'Design systems'],
        employmentType: 'full_time',
        location: 'Gurugram, India (remote)',
        durationStart: '2023-04-01',
        isCurrent: true,
        description:
          '<p>Lead the checkout rewrite in React and TypeScript and the design system used by nine product teams.</p>',
      },
      {
        candidateId,
        title: 'Frontend Engineer',
        companyName: 'Fjord Payments',
        experienceRoles: ['Frontend'],
        employmentType: 'full_time',
        location: 'Bengaluru, India',
        durationStart: '2020-07-01',
        durationEnd: '2023-03-31',
        description: '<p>Built the merchant dashboard for 12,000 merchants and introduced end-to-end tests.</p>',
      },
      {
        candidateId,
        title: 'Software Engineer',
        companyName: 'Lumen Learning',
        experienceRoles: ['Frontend', 'Mobile web'],
        employmentType: 'full_time',
        location: 'Noida, India',
        durationStart: '2018-06-01',
        durationEnd: '2020-06-30',
        description: '<p>Built live-class screens and an offline-first practice test player.</p>',
      },
    ]);
  }

  const hasQualification = await tx
    .select({ id: candidateQualifications.id })
    .from(candidateQualifications)
    .where(eq(candidateQualifications.candidateId, candidateId))
    .limit(1);
  if (hasQualification.length === 0) {
    await tx.insert(candidateQualifications).values([
      {
        candidateId,
        qualificationType: 'degree',
        educationType: 'degree',
        name: 'B.Tech',
        institution: 'National Institute of Technology Karnataka',
        fieldOfStudy: 'Computer Science and Engineering',
        grade: '8.6 CGPA',
        country: 'India',
        durationStart: '2014-07-01',
        durationEnd: '2018-05-31',
      },
      {
        candidateId,
        qualificationType: 'certificate',
        educationType: 'certificate',
        name: 'Certified Professional in Accessibility Core Competencies',
        institution: 'IAAP',
        fieldOfStudy: 'Web accessibility',
        country: 'India',
        durationStart: '2022-03-01',
        durationEnd: '2022-03-31',
      },
    ]);
  }

  if (!candidate.resumeKey && options.storage) {
    const data = simplePdf(RESUME_LINES);
    const key = await options.storage.put(`candidates/${candidateId}/resume`, data, 'pdf');
    await tx
      .update(candidates)
      .set({
        resumeKey: key,
        resumeFilename: 'Asha-Verma-Resume.pdf',
        resumeFileSize: data.length,
        resumeContentType: 'application/pdf',
      })
      .where(eq(candidates.id, candidateId));
  }

  const codes = [...DEMO_APPLICATIONS.map((a) => a.jobCode), ...DEMO_SAVED_JOB_CODES];
  const jobRows = await tx
    .select({ id: jobs.id, jobCode: jobs.jobCode, title: jobs.title })
    .from(jobs)
    .where(inArray(jobs.jobCode, codes));
  const jobId = new Map(jobRows.map((row) => [row.jobCode, row.id]));
  const titleOf = new Map(jobRows.map((row) => [row.id, row.title]));

  const applied = await tx
    .select({ id: candidateJobs.id })
    .from(candidateJobs)
    .where(eq(candidateJobs.candidateId, candidateId))
    .limit(1);
  if (applied.length === 0) {
    const rows = DEMO_APPLICATIONS.flatMap((application) => {
      const id = jobId.get(application.jobCode);
      if (!id) return [];
      const at = daysAgo(application.daysAgo);
      return [
        {
          candidateId,
          jobId: id,
          status: application.status,
          // the lifecycle state (decision 031): answering the screening questions leaves it under review
          stage: application.status === 'WD' ? ('withdrawn' as const) : ('applied' as const),
          privacyPolicyStatus: true,
          source: 'direct',
          sourcer: 'direct',
          screeningAnswers: (application.status === 'SC'
            ? { q1: '30 days', q2: 'The checkout rewrite at Cobalt Commerce: faster, accessible and 4% more orders.' }
            : {}) as Record<string, string>,
          screeningSubmittedAt: application.status === 'SC' ? daysAgo(application.daysAgo - 1) : null,
          createdAt: at,
          updatedAt: application.status === 'WD' ? new Date(at.getTime() + 3 * DAY_MS) : at,
        },
      ];
    });
    const created = rows.length
      ? await tx
          .insert(candidateJobs)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: candidateJobs.id, jobId: candidateJobs.jobId, status: candidateJobs.status })
      : [];
    // the timeline of each application, as the apply, screening and withdraw flows write it (decision 016)
    for (const application of created) {
      const row = rows.find((r) => r.jobId === application.jobId)!;
      const actor = { kind: 'candidate' as const };
      await recordStageChange(tx, {
        applicationId: application.id,
        stage: 'applied',
        action: 'applied',
        summary: `You applied for ${titleOf.get(application.jobId)}.`,
        actor,
        at: row.createdAt,
      });
      if (application.status === 'SC') {
        await recordStageChange(tx, {
          applicationId: application.id,
          stage: 'screening',
          action: 'submitted',
          summary: 'You answered the screening questions.',
          actor,
          at: row.screeningSubmittedAt!,
        });
      }
      if (application.status === 'WD') {
        await recordStageChange(tx, {
          applicationId: application.id,
          stage: 'withdrawn',
          action: 'withdrawn',
          summary: 'You withdrew the application.',
          actor,
          at: new Date(row.createdAt.getTime() + 3 * DAY_MS),
        });
      }
    }
  }

  const saved = await tx
    .select({ jobId: candidateSavedJobs.jobId })
    .from(candidateSavedJobs)
    .where(and(eq(candidateSavedJobs.candidateId, candidateId), eq(candidateSavedJobs.isSaved, true)))
    .limit(1);
  if (saved.length === 0) {
    const rows = DEMO_SAVED_JOB_CODES.flatMap((code, i) => {
      const id = jobId.get(code);
      return id
        ? [
            {
              candidateId,
              jobId: id,
              isSaved: true,
              savedAt: daysAgo(i + 1),
              viewedAt: daysAgo(i + 1),
              viewCount: 1 + i,
            },
          ]
        : [];
    });
    if (rows.length) await tx.insert(candidateSavedJobs).values(rows).onConflictDoNothing();
  }

  const alerts = await tx
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(eq(jobAlerts.candidateId, candidateId))
    .limit(1);
  if (alerts.length === 0) {
    await tx.insert(jobAlerts).values({
      candidateId,
      searchTerm: 'frontend',
      location: 'Bengaluru',
      experienceRange: '5-8',
      experienceMin: 5,
      experienceMax: 8,
      criteriaKey: criteriaKey({
        search_term: 'frontend',
        location: 'Bengaluru',
        experience_range: '5-8',
        job_sub_category: undefined,
        company: undefined,
      }),
      createdAt: daysAgo(10),
    });
  }
}
