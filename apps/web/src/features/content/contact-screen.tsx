import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ContactScreen() {
  return (
    <PlaceholderPage
      title={'Contact us'}
      summary={'Reach our team for help with your account, applications or partnerships.'}
      indexable
    />
  );
}
