import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function PrivacyPolicyScreen() {
  return (
    <PlaceholderPage
      title={'Privacy policy'}
      summary={'How Talent500 collects, uses and protects your personal data, and the rights you have over it.'}
      indexable
    />
  );
}
