import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function JobListScreen() {
  return <PlaceholderPage title={'Job list'} summary={'Jobs that match your search term.'} indexable />;
}
