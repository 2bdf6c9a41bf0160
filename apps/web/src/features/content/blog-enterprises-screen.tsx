import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function BlogEnterprisesScreen() {
  return (
    <PlaceholderPage
      title={'Enterprise blog'}
      summary={'Insights on building and managing global remote teams.'}
      indexable
    />
  );
}
