import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function JobAlertFeedbackScreen() {
  return <PlaceholderPage title={'Job alert feedback'} summary={'Tell us how relevant your job alert was.'} />;
}
