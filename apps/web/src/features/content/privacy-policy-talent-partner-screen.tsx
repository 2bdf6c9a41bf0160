import { ContentPageView } from './components/content-page.tsx';

export default function PrivacyPolicyTalentPartnerScreen() {
  return <ContentPageView slug="privacy-policy-talent-partner" routeId="privacyPolicyTalentPartner" />;
}
