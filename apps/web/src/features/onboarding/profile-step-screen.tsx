import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ProfileStepScreen() {
  return (
    <PlaceholderPage
      title={'Your profile'}
      summary={'Tell us about yourself so we can match you with the right jobs.'}
    />
  );
}
