import { ContentPageView } from './components/content-page.tsx';

export default function MaintenanceScreen() {
  return <ContentPageView slug="maintenance" routeId="maintenance" />;
}
