import { ContentPageView } from './components/content-page.tsx';

export default function PrivacyPolicyScreen() {
  return <ContentPageView slug="privacy-policy" routeId="privacyPolicy" />;
}
