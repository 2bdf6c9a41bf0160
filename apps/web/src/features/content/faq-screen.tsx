import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function FaqScreen() {
  return (
    <PlaceholderPage
      title={'Frequently asked questions'}
      summary={'Answers to common questions about applying, onboarding, screening and offers.'}
      indexable
    />
  );
}
