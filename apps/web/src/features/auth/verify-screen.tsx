import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function VerifyScreen() {
  return <PlaceholderPage title={'Verifying'} summary={'We are checking your sign-in link.'} />;
}
