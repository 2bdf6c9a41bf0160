import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function CtcLettersScreen() {
  return <PlaceholderPage title={'Pay letters'} summary={'Pay (CTC) letters sent to you will be listed here.'} />;
}
