import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function AboutYouScreen() {
  return <PlaceholderPage title={'Personal details'} summary={'A few details about you.'} />;
}
