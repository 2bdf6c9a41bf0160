import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function MaintenanceScreen() {
  return (
    <PlaceholderPage
      title={'Under maintenance'}
      summary={'We are performing scheduled maintenance and will be back shortly.'}
    />
  );
}
