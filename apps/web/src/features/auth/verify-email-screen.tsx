// spec 01 §2: /verify-email/?token= (open and neutral).
import { useSearchParams } from 'react-router';
import { AuthPage } from './components/auth-page.tsx';
import { VerifyEmailPanel } from './components/verify-email-panel.tsx';

export default function VerifyEmailScreen() {
  const [params] = useSearchParams();
  return (
    <AuthPage title="Verify your e-mail">
      <VerifyEmailPanel token={params.get('token')} />
    </AuthPage>
  );
}
