import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function TalentScreen() {
  return (
    <PlaceholderPage
      title={'Discover jobs for top talent'}
      summary={'Create your profile once and get matched with roles at the best global companies.'}
      indexable
    />
  );
}
