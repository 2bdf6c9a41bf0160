// spec 01 §2: /auth/signup/.
import { AuthPage } from './components/auth-page.tsx';
import { SignupForm } from './components/signup-form.tsx';

export default function SignupScreen() {
  return (
    <AuthPage
      title="Create your account"
      lead="Create a free account to apply to jobs, save jobs and set job alerts."
      signedInNote
    >
      <SignupForm />
    </AuthPage>
  );
}
