import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function JobApplicationScreen() {
  return <PlaceholderPage title={'Job application'} summary={'Complete your application for this job.'} />;
}
