import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ResetPasswordScreen() {
  return <PlaceholderPage title={'Reset password'} summary={'Choose a new password for your account.'} />;
}
