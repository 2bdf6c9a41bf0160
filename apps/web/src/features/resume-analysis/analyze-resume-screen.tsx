import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function AnalyzeResumeScreen() {
  return (
    <PlaceholderPage
      title={'Free resume analysis'}
      summary={'Upload your resume and see how an applicant tracking system reads it.'}
    />
  );
}
