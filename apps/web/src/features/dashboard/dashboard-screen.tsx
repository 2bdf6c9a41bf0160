import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function DashboardScreen() {
  return (
    <PlaceholderPage title={'Dashboard'} summary={'Your applications, saved jobs, job alerts and recommended jobs.'} />
  );
}
