import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ForgotPasswordScreen() {
  return (
    <PlaceholderPage
      title={'Forgot password'}
      summary={'Enter your e-mail address and we will send you a link to reset your password.'}
    />
  );
}
