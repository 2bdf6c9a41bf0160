import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function SurveyScreen() {
  return <PlaceholderPage title={'Survey'} summary={'Tell us about your experience with Talent500.'} />;
}
