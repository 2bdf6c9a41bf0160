import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function DiscoverScreen() {
  return <PlaceholderPage title={'Discover jobs'} summary={'Loading the latest jobs for you.'} />;
}
