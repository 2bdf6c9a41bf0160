import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function FileViewerScreen() {
  return <PlaceholderPage title={'File viewer'} summary={'View a PDF or Word document.'} />;
}
