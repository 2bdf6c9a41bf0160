import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function PrivacyPolicyHiringPartnerScreen() {
  return (
    <PlaceholderPage
      title={'Privacy policy for hiring partners'}
      summary={'How personal data is handled when one of our hiring partners reviews your application.'}
      indexable
    />
  );
}
