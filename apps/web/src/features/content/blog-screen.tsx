import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function BlogScreen() {
  return (
    <PlaceholderPage
      title={'Blog'}
      summary={'Career advice, interview tips and stories from professionals.'}
      indexable
    />
  );
}
