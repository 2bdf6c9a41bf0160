import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ResumeScreen() {
  return (
    <PlaceholderPage
      title={'Upload your resume'}
      summary={'Upload your resume (PDF, DOC or DOCX, up to 5 MB) or skip this step.'}
    />
  );
}
