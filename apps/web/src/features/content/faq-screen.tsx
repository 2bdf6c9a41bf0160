import { ContentPageView } from './components/content-page.tsx';

export default function FaqScreen() {
  return <ContentPageView slug="faq" routeId="faq" />;
}
