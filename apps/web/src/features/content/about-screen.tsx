import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function AboutScreen() {
  return (
    <PlaceholderPage
      title={'About us'}
      summary={'Talent500 helps professionals find their next role at top global companies.'}
    />
  );
}
