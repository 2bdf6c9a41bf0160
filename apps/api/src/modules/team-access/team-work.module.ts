// The hiring team's shared work (decisions 043, 044): notes, scorecards and
// interviews, registered together under /api.
import type { FastifyInstance } from 'fastify';
import { companyAnalyticsRoutesPlugin } from '../company-analytics/company-analytics.routes.ts';
import type { CompanyAnalyticsService } from '../company-analytics/company-analytics.service.ts';
import { interviewsRoutesPlugin, type InterviewsServices } from '../interviews/interviews.routes.ts';
import { scorecardsRoutesPlugin } from '../scorecards/scorecards.routes.ts';
import type { ScorecardsService } from '../scorecards/scorecards.service.ts';
import { teamNotesRoutesPlugin } from '../team-notes/team-notes.routes.ts';
import type { TeamNotesService } from '../team-notes/team-notes.service.ts';

export interface TeamWorkServices {
  notes: TeamNotesService;
  scorecards: ScorecardsService;
  interviews: InterviewsServices;
  /** The company's hiring figures (decision 048). */
  companyAnalytics: CompanyAnalyticsService;
}

export async function teamWorkRoutesPlugin(app: FastifyInstance, { services }: { services: TeamWorkServices }) {
  await app.register(teamNotesRoutesPlugin, { notes: services.notes });
  await app.register(scorecardsRoutesPlugin, { scorecards: services.scorecards });
  await app.register(interviewsRoutesPlugin, { interviews: services.interviews });
  await app.register(companyAnalyticsRoutesPlugin, { analytics: services.companyAnalytics });
}
