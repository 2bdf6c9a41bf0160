import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function EnterpriseTermsScreen() {
  return (
    <PlaceholderPage
      title={'Enterprise terms'}
      summary={'The terms that govern the use of Talent500 enterprise software.'}
      indexable
    />
  );
}
