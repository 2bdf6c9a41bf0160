import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function LinkedinRedirectScreen() {
  return <PlaceholderPage title={'Signing you in'} summary={'We are completing your LinkedIn sign-in.'} />;
}
