import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function CandidateReportScreen() {
  return (
    <PlaceholderPage
      title={'Candidate report'}
      summary={'Your assessment results will appear here once a report is ready.'}
    />
  );
}
