import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function JobsScreen() {
  return (
    <PlaceholderPage
      title={'Search jobs'}
      summary={'Search open jobs by keyword, experience, location, category and company.'}
      indexable
    />
  );
}
