// The candidate report (/candidate-report/{userId}/; decision 015): profile,
// screening answers, video answers, interview and assessment results on one
// page. The candidate reads their own (every application); a hiring-team
// member reads it only for applications to their company's jobs, and only
// when there is one; anyone else gets 404.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ASSESSMENT_STATE_LABELS } from '@talent/contracts/assessments';
import type { CandidateReport } from '@talent/contracts/candidate-report';
import { APPLICATION_STATUS_LABELS } from '@talent/contracts/jobs';
import type { Db } from '../../db/client.ts';
import { candidateExperiences, candidateQualifications } from '../../db/schema/candidates.ts';
import { candidateJobs } from '../../db/schema/jobs.ts';
import { candidates, companies, hiringMembers, jobs, users } from '../../db/schema/platform.ts';
import {
  assessments,
  interviewBookings,
  interviewSlots,
  selfScreeningAnswers,
  selfScreeningQuestions,
} from '../../db/schema/screening.ts';
import { notFound } from '../../lib/errors.ts';
import { assessmentState } from '../assessments/assessments.service.ts';

export function createCandidateReportService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  return {
    async report(reader: { userId: string }, userId: string): Promise<CandidateReport> {
      const [person] = await db
        .select({ candidate: candidates, email: users.email })
        .from(candidates)
        .innerJoin(users, eq(users.id, candidates.userId))
        .where(eq(candidates.userId, userId));
      if (!person) throw notFound();
      let companyFilter: number | null = null;
      if (reader.userId !== userId) {
        const [member] = await db
          .select({ companyId: hiringMembers.companyId })
          .from(hiringMembers)
          .where(and(eq(hiringMembers.userId, reader.userId), isNull(hiringMembers.removedAt)));
        if (!member) throw notFound();
        companyFilter = member.companyId;
      }
      const candidateId = person.candidate.id;
      const applications = await db
        .select({
          application: candidateJobs,
          title: jobs.title,
          companyId: jobs.companyId,
          companyName: companies.name,
        })
        .from(candidateJobs)
        .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
        .leftJoin(companies, eq(companies.id, jobs.companyId))
        .where(
          companyFilter === null
            ? eq(candidateJobs.candidateId, candidateId)
            : and(eq(candidateJobs.candidateId, candidateId), eq(jobs.companyId, companyFilter)),
        )
        .orderBy(desc(candidateJobs.createdAt));
      // a hiring team sees a candidate only through an application to its company
      if (companyFilter !== null && applications.length === 0) throw notFound();
      const ids = applications.map((a) => a.application.id);
      const videos = ids.length
        ? await db
            .select({ answer: selfScreeningAnswers, prompt: selfScreeningQuestions.prompt })
            .from(selfScreeningAnswers)
            .innerJoin(selfScreeningQuestions, eq(selfScreeningQuestions.id, selfScreeningAnswers.questionId))
            .where(inArray(selfScreeningAnswers.applicationId, ids))
            .orderBy(asc(selfScreeningQuestions.position), asc(selfScreeningQuestions.id))
        : [];
      const bookings = ids.length
        ? await db
            .select({ applicationId: interviewBookings.applicationId, startsAt: interviewSlots.startsAt })
            .from(interviewBookings)
            .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
            .where(inArray(interviewBookings.applicationId, ids))
        : [];
      const tests = ids.length
        ? await db.select().from(assessments).where(inArray(assessments.applicationId, ids))
        : [];
      const experience = await db
        .select()
        .from(candidateExperiences)
        .where(eq(candidateExperiences.candidateId, candidateId))
        .orderBy(desc(candidateExperiences.durationStart));
      const education = await db
        .select()
        .from(candidateQualifications)
        .where(eq(candidateQualifications.candidateId, candidateId));
      // the application form's questions, by id, so the report shows the question and not its key
      const screeningPrompts = new Map<string, string>();
      const jobIds = [...new Set(applications.map((a) => a.application.jobId))];
      if (jobIds.length) {
        for (const job of await db
          .select({ questions: jobs.screeningQuestions })
          .from(jobs)
          .where(inArray(jobs.id, jobIds))) {
          for (const q of job.questions) screeningPrompts.set(q.id, q.question);
        }
      }
      const now = deps.now();
      const c = person.candidate;
      return {
        user_id: userId,
        name: `${c.firstName} ${c.lastName}`.trim(),
        email: person.email,
        phone: c.phone,
        location: c.currentLocation,
        experience: experience.map((e) => ({
          title: e.title,
          company: e.companyName,
          period: `${e.durationStart} – ${e.isCurrent ? 'present' : (e.durationEnd ?? '')}`,
        })),
        education: education.map((e) => ({ title: e.name, institution: e.institution })),
        skills: c.skills.map((s) => s.name),
        applications: applications.map(({ application, title, companyName }) => {
          const test = tests.find((t) => t.applicationId === application.id);
          const state = test ? assessmentState(test, now) : null;
          return {
            application_id: application.id,
            job_title: title,
            company_name: companyName ?? null,
            status: application.status,
            status_label: APPLICATION_STATUS_LABELS[application.status],
            applied_at: application.createdAt.toISOString(),
            screening_answers: Object.entries(application.screeningAnswers).map(([question, answer]) => ({
              question: screeningPrompts.get(question) ?? question,
              answer,
            })),
            video_answers: videos
              .filter((v) => v.answer.applicationId === application.id)
              .map((v) => ({
                question: v.prompt,
                choice: v.answer.choice,
                duration_ms: v.answer.durationMs,
                recorded_at: v.answer.recordedAt.toISOString(),
              })),
            interview_at: bookings.find((b) => b.applicationId === application.id)?.startsAt.toISOString() ?? null,
            assessment:
              test && state
                ? {
                    title: test.title,
                    state,
                    state_label: ASSESSMENT_STATE_LABELS[state],
                    result:
                      test.reviewedAt && test.result
                        ? {
                            score: test.score ?? 0,
                            result: test.result,
                            feedback: test.feedback ?? '',
                            reviewed_at: test.reviewedAt.toISOString(),
                          }
                        : null,
                  }
                : null,
          };
        }),
        generated_at: now.toISOString(),
      };
    },
  };
}
export type CandidateReportService = ReturnType<typeof createCandidateReportService>;
