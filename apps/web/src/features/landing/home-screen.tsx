import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function HomeScreen() {
  return (
    <PlaceholderPage
      title={'Find remote and on-site jobs at top companies'}
      summary={
        'Search thousands of jobs from top companies, apply in one click and track every application from your dashboard.'
      }
      indexable
    />
  );
}
