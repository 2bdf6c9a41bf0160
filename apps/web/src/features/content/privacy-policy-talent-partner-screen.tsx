import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function PrivacyPolicyTalentPartnerScreen() {
  return (
    <PlaceholderPage
      title={'Privacy policy for talent partners'}
      summary={'How personal data is handled when you apply through one of our talent partners.'}
      indexable
    />
  );
}
