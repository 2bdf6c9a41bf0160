import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ProfessionalExperienceScreen() {
  return <PlaceholderPage title={'Professional details'} summary={'Add your work experience.'} />;
}
