import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function VerifyEmailScreen() {
  return <PlaceholderPage title={'Verify your e-mail'} summary={'We are confirming your e-mail address.'} />;
}
