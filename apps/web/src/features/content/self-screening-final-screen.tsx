import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function SelfScreeningFinalScreen() {
  return (
    <PlaceholderPage
      title={'Self-screening complete'}
      summary={'Thank you. Your screening answers have been submitted.'}
    />
  );
}
