import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function OfferScreen() {
  return (
    <PlaceholderPage
      title={'Offer letter'}
      summary={'Your offer letter will be shown here when a company sends you an offer.'}
    />
  );
}
