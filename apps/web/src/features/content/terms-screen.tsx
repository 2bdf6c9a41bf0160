import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function TermsScreen() {
  return <PlaceholderPage title={'Terms of use'} summary={'The terms that govern your use of Talent500.'} indexable />;
}
