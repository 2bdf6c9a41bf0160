// The hiring workspace under /hire/ (decision 017): a second app area with its
// own frame, sign-in and screens, loaded as one lazy chunk that no public or
// candidate page imports. Its paths are the route table's `area: 'hire'`
// entries (packages/contracts routes.ts), so every link is built by pathTo().
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTE_BY_ID, type HireRouteId } from '@talent/contracts/routes';
import { WorkspaceNotFound } from '../components/workspace-not-found.tsx';
import { InvitationScreen } from '../features/team/invitation-screen.tsx';
import styles from '../components/hiring.module.css';
import { MemberGate, OperatorGate } from './layout.tsx';

// Each screen is its own chunk: a visitor who is not signed in downloads the
// frame and the sign-in only, which the server renders (decision 052).
const screenModules = {
  OverviewScreen: () => import('../features/analytics/overview-screen.tsx'),
  ApplicantsScreen: () => import('../features/applicants/applicants-screen.tsx'),
  EmailTemplatesScreen: () => import('../features/email-templates/email-templates-screen.tsx'),
  UpcomingInterviewsScreen: () => import('../features/team-work/upcoming-interviews-screen.tsx'),
  JobEditorScreen: () => import('../features/jobs/job-editor-screen.tsx'),
  JobsScreen: () => import('../features/jobs/jobs-screen.tsx'),
  PipelineScreen: () => import('../features/pipeline/pipeline-screen.tsx'),
  SurveysScreen: () => import('../features/surveys/surveys-screen.tsx'),
  TeamScreen: () => import('../features/team/team-screen.tsx'),
  ApplicantRoute: () => import('./applicant-route.tsx'),
};
const OverviewScreen = lazy(() => screenModules.OverviewScreen().then((m) => ({ default: m.OverviewScreen })));
const ApplicantsScreen = lazy(() => screenModules.ApplicantsScreen().then((m) => ({ default: m.ApplicantsScreen })));
const EmailTemplatesScreen = lazy(() =>
  screenModules.EmailTemplatesScreen().then((m) => ({ default: m.EmailTemplatesScreen })),
);
const UpcomingInterviewsScreen = lazy(() =>
  screenModules.UpcomingInterviewsScreen().then((m) => ({ default: m.UpcomingInterviewsScreen })),
);
const JobEditorScreen = lazy(() => screenModules.JobEditorScreen().then((m) => ({ default: m.JobEditorScreen })));
const JobsScreen = lazy(() => screenModules.JobsScreen().then((m) => ({ default: m.JobsScreen })));
const PipelineScreen = lazy(() => screenModules.PipelineScreen().then((m) => ({ default: m.PipelineScreen })));
const SurveysScreen = lazy(() => screenModules.SurveysScreen().then((m) => ({ default: m.SurveysScreen })));
const TeamScreen = lazy(() => screenModules.TeamScreen().then((m) => ({ default: m.TeamScreen })));
const ApplicantRoute = lazy(() => screenModules.ApplicantRoute().then((m) => ({ default: m.ApplicantRoute })));

/** A member's screens load in the background once they are signed in, so moving between them does not wait. */
function PreloadScreens() {
  useEffect(() => {
    for (const load of Object.values(screenModules)) void load();
  }, []);
  return null;
}

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
            <PreloadScreens />
            <Suspense fallback={<p className={styles.narrow}>Loading…</p>}>
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
            </Suspense>
          </MemberGate>
        }
      />
    </Routes>
  );
}
