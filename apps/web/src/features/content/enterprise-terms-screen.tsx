import { ContentPageView } from './components/content-page.tsx';

export default function EnterpriseTermsScreen() {
  return <ContentPageView slug="enterprise-saas-tnc" routeId="enterpriseTerms" />;
}
