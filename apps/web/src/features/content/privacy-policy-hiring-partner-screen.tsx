import { ContentPageView } from './components/content-page.tsx';

export default function PrivacyPolicyHiringPartnerScreen() {
  return <ContentPageView slug="privacy-policy-hiring-partner" routeId="privacyPolicyHiringPartner" />;
}
