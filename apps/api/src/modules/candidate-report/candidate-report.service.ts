// The candidate report (/candidate-report/{userId}/; decision 015): profile,
// screening answers, video answers, interview and assessment results on one
// page. The candidate reads their own (every application); a hiring-team
// member reads it only for applications to their company's jobs, and only
// when there is one; anyone else gets 404.
import { ASSESSMENT_STATE_LABELS } from '@talent/contracts/assessments';
import type { CandidateReport } from '@talent/contracts/candidate-report';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { candidateViewOf } from '../application-core/lifecycle.ts';
import { assessmentState } from '../assessments/assessment-views.ts';
import * as repo from './candidate-report.repo.ts';

export function createCandidateReportService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  return {
    async report(reader: { userId: string }, userId: string): Promise<CandidateReport> {
      const candidate = await repo.findCandidateByUserId(db, userId);
      if (!candidate) throw notFound();
      let companyFilter: number | null = null;
      if (reader.userId !== userId) {
        companyFilter = await repo.activeHiringCompanyOf(db, reader.userId);
        if (companyFilter === null) throw notFound();
      }
      const applications = await repo.applicationsOfCandidate(db, candidate.id, companyFilter);
      // a hiring team sees a candidate only through an application to its company
      if (companyFilter !== null && applications.length === 0) throw notFound();
      const ids = applications.map((a) => a.id);
      const [videos, bookings, tests, experience, education, screeningPrompts] = await Promise.all([
        repo.videoAnswersOfApplications(db, ids),
        repo.interviewTimesOfApplications(db, ids),
        repo.assessmentsOfApplications(db, ids),
        repo.experiencesOfCandidate(db, candidate.id),
        repo.qualificationsOfCandidate(db, candidate.id),
        // the application form's questions, by id, so the report shows the question and not its key
        repo.screeningPromptsOfJobs(db, [...new Set(applications.map((a) => a.jobId))]),
      ]);
      const now = deps.now();
      return {
        user_id: userId,
        name: `${candidate.firstName} ${candidate.lastName}`.trim(),
        email: candidate.email,
        phone: candidate.phone,
        location: candidate.currentLocation,
        experience: experience.map((e) => ({
          title: e.title,
          company: e.companyName,
          period: `${e.durationStart} – ${e.isCurrent ? 'present' : (e.durationEnd ?? '')}`,
        })),
        education: education.map((e) => ({ title: e.name, institution: e.institution })),
        skills: candidate.skills,
        applications: applications.map((application) => {
          const test = tests.find((t) => t.applicationId === application.id);
          const state = test ? assessmentState(test, now) : null;
          return {
            application_id: application.id,
            job_title: application.jobTitle,
            company_name: application.companyName,
            status: application.status,
            status_label: candidateViewOf(application).label,
            applied_at: application.createdAt.toISOString(),
            screening_answers: Object.entries(application.screeningAnswers).map(([question, answer]) => ({
              question: screeningPrompts.get(question) ?? question,
              answer,
            })),
            video_answers: videos
              .filter((v) => v.applicationId === application.id)
              .map((v) => ({
                question: v.prompt,
                choice: v.choice,
                duration_ms: v.durationMs,
                recorded_at: v.recordedAt.toISOString(),
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
