// spec 01 §2: /forgot-password/.
import { AuthPage } from './components/auth-page.tsx';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';

export default function ForgotPasswordScreen() {
  return (
    <AuthPage
      title="Forgot password"
      lead="Enter your e-mail address and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
