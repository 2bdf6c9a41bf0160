import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ReferAndEarnScreen() {
  return (
    <PlaceholderPage
      title={'Refer and earn'}
      summary={'Refer friends to jobs on Talent500 and earn a reward when they are hired.'}
      indexable
    />
  );
}
