import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function SearchResultsScreen() {
  return <PlaceholderPage title={'Job search results'} summary={'Jobs that match your search.'} indexable />;
}
