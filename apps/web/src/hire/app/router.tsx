// The hiring workspace under /hire/ (decision 017): a second app area with its
// own frame, sign-in and screens, loaded as one lazy chunk that no public or
// candidate page imports. Its paths are the route table's `area: 'hire'`
// entries (packages/contracts routes.ts), so every link is built by pathTo().
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTE_BY_ID, type HireRouteId } from '@talent/contracts/routes';
import { WorkspaceNotFound } from '../components/workspace-not-found.tsx';
import { OverviewScreen } from '../features/analytics/overview-screen.tsx';
import { ApplicantsScreen } from '../features/applicants/applicants-screen.tsx';
import { EmailTemplatesScreen } from '../features/email-templates/email-templates-screen.tsx';
import { UpcomingInterviewsScreen } from '../features/team-work/upcoming-interviews-screen.tsx';
import { JobEditorScreen } from '../features/jobs/job-editor-screen.tsx';
import { JobsScreen } from '../features/jobs/jobs-screen.tsx';
import { PipelineScreen } from '../features/pipeline/pipeline-screen.tsx';
import { SurveysScreen } from '../features/surveys/surveys-screen.tsx';
import { InvitationScreen } from '../features/team/invitation-screen.tsx';
import { TeamScreen } from '../features/team/team-screen.tsx';
import { ApplicantRoute } from './applicant-route.tsx';
import { MemberGate, OperatorGate } from './layout.tsx';

type MemberRouteId = Exclude<HireRouteId, 'hireInvitation' | 'hireAnalytics'>;

/** The screens a member of a hiring team sees, inside the workspace's frame. */
const MEMBER_SCREENS: Record<MemberRouteId, ComponentType> = {
  hire: JobsScreen,
  hireJobNew: JobEditorScreen,
  hireJobEdit: JobEditorScreen,
  hireJob: PipelineScreen,
  hireApplicants: ApplicantsScreen,
  hireTemplates: EmailTemplatesScreen,
  hireApplication: ApplicantRoute,
  hireTeam: TeamScreen,
  hireSurveys: SurveysScreen,
  hireOverview: OverviewScreen,
  hireInterviews: UpcomingInterviewsScreen,
};

/** A route's path below /hire/, as the nested router matches it. */
const below = (id: HireRouteId) => ROUTE_BY_ID[id].path.slice(ROUTE_BY_ID.hire.path.length);

export default function HireRouter() {
  return (
    <Routes>
      <Route path={below('hireInvitation')} element={<InvitationScreen />} />
      <Route path={below('hireAnalytics')} element={<OperatorGate />} />
      <Route
        path="*"
        element={
          <MemberGate>
            <Routes>
              {(Object.entries(MEMBER_SCREENS) as [MemberRouteId, ComponentType][]).map(([id, Screen]) =>
                id === 'hire' ? (
                  <Route key={id} index element={<Screen />} />
                ) : (
                  <Route key={id} path={below(id)} element={<Screen />} />
                ),
              )}
              <Route path="*" element={<WorkspaceNotFound />} />
            </Routes>
          </MemberGate>
        }
      />
    </Routes>
  );
}
