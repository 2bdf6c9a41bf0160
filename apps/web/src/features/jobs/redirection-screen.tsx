import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function RedirectionScreen() {
  return <PlaceholderPage title={'Redirecting'} summary={'Taking you to the job application.'} />;
}
