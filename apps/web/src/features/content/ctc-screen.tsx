import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function CtcScreen() {
  return (
    <PlaceholderPage title={'Pay letter'} summary={'Your pay (CTC) letter will be shown here when it is issued.'} />
  );
}
