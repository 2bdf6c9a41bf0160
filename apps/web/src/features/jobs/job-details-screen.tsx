import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function JobDetailsScreen() {
  return <PlaceholderPage title={'Job details'} summary={'The full description of this job, and how to apply.'} />;
}
