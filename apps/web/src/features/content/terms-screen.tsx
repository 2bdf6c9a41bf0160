import { ContentPageView } from './components/content-page.tsx';

export default function TermsScreen() {
  return <ContentPageView slug="terms-of-use" routeId="terms" />;
}
