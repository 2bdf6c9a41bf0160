import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function AssessmentReportScreen() {
  return (
    <PlaceholderPage
      title={'Assessment report'}
      summary={'A detailed report of your assessment will appear here once it is graded.'}
    />
  );
}
