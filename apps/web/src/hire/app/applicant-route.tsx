// /hire/applications/:applicationId/: the applicant's page with the team's
// notes, scorecards and interviews (decisions 043, 044) composed in, so the two
// hiring features stay apart (decision 035).
import { useParams } from 'react-router';
import { ApplicantScreen } from '../features/applicant/applicant-screen.tsx';
import { TeamWorkPanels } from '../features/team-work/components/team-work-panels.tsx';

export function ApplicantRoute() {
  const applicationId = Number(useParams().applicationId);
  return <ApplicantScreen teamWork={<TeamWorkPanels applicationId={applicationId} />} />;
}
