import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ProfileViewScreen() {
  return (
    <PlaceholderPage title={'My profile'} summary={'Your experience, education, skills, resume and preferences.'} />
  );
}
