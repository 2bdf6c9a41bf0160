import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function OfferLettersScreen() {
  return <PlaceholderPage title={'Offer letters'} summary={'Offer letters sent to you will be listed here.'} />;
}
