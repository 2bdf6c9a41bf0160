import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function SpeakupScreen() {
  return (
    <PlaceholderPage
      title={'Speak up'}
      summary={'Report a concern confidentially. Reports go to our ethics team.'}
      indexable
    />
  );
}
