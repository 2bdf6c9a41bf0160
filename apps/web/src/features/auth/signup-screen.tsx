// spec 01 §2: /auth/signup/. In confirm-first mode (decision 014) the e-mailed
// link comes back here with sa=confirm and its token, and finishes the sign-up.
import { useSearchParams } from 'react-router';
import { AuthPage } from './components/auth-page.tsx';
import { SignupConfirmPanel } from './components/signup-confirm-panel.tsx';
import { SignupForm } from './components/signup-form.tsx';

export default function SignupScreen() {
  const [search] = useSearchParams();
  const token = search.get('sa') === 'confirm' ? search.get('token') : null;
  if (token) {
    return (
      <AuthPage title="Create your account">
        <SignupConfirmPanel token={token} />
      </AuthPage>
    );
  }
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
