import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function CompanyJobsScreen() {
  return <PlaceholderPage title={'Company jobs'} summary={'Open jobs at this company.'} indexable />;
}
