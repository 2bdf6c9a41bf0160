import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function SignupScreen() {
  return (
    <PlaceholderPage
      title={'Create your account'}
      summary={'Create a free account to apply to jobs, save jobs and set job alerts.'}
    />
  );
}
