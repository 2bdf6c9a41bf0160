import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function SelfScreeningScreen() {
  return (
    <PlaceholderPage
      title={'Self-screening'}
      summary={'Record your answers to the screening questions for this application.'}
    />
  );
}
