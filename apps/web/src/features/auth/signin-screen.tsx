// spec 01 §2: /auth/ and /auth/signin/.
import { AuthPage } from './components/auth-page.tsx';
import { SigninForm } from './components/signin-form.tsx';

export default function SigninScreen() {
  return (
    <AuthPage title="Sign in" lead="Sign in with your e-mail address and password to continue." signedInNote>
      <SigninForm />
    </AuthPage>
  );
}
