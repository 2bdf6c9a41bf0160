import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function MyAssessmentsScreen() {
  return (
    <PlaceholderPage
      title={'My assessments'}
      summary={'The coding and skill assessments you have been invited to will be listed here.'}
    />
  );
}
