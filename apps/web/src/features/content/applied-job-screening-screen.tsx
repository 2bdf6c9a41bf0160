import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function AppliedJobScreeningScreen() {
  return (
    <PlaceholderPage
      title={'Applied job screening'}
      summary={'Screening for the jobs you applied to will appear here.'}
    />
  );
}
