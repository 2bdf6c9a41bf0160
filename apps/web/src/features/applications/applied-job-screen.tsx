import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function AppliedJobScreen() {
  return (
    <PlaceholderPage
      title={'Applied job screening'}
      summary={'Answer the screening questions for the job you applied to.'}
    />
  );
}
