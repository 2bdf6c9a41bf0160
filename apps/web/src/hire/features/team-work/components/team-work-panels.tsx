// What the team shares about one application (decisions 043, 044): interviews,
// scorecards and notes, as the member's role allows.
import { useQuery } from '@tanstack/react-query';
import { meQuery, teamQuery } from '../../../api/workspace-api.ts';
import { InterviewsPanel } from './interviews-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { ScorecardPanel } from './scorecard-panel.tsx';

export function TeamWorkPanels({ applicationId }: { applicationId: number }) {
  const me = useQuery(meQuery());
  const team = useQuery(teamQuery());
  const members = team.data?.members ?? [];
  const staff = me.data?.role === 'admin' || me.data?.role === 'recruiter';
  return (
    <>
      <InterviewsPanel applicationId={applicationId} members={members} canSchedule={staff} />
      <ScorecardPanel applicationId={applicationId} />
      <NotesPanel applicationId={applicationId} members={members} meId={me.data?.member_id} />
    </>
  );
}
