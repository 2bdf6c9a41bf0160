// spec 01 §2: /reset-password/?token= from the e-mailed link; without a token
// the visitor can ask for one.
import { useSearchParams } from 'react-router';
import { AuthPage } from './components/auth-page.tsx';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';

export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthPage
      title="Reset password"
      lead={token ? 'Choose a new password for your account.' : 'Ask for a link to reset your password.'}
    >
      {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </AuthPage>
  );
}
