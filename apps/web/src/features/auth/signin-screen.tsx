import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function SigninScreen() {
  return <PlaceholderPage title={'Sign in'} summary={'Sign in with your e-mail address and password to continue.'} />;
}
