import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function AccountSettingsScreen() {
  return (
    <PlaceholderPage
      title={'Account settings'}
      summary={'Change your e-mail address, consent and cookie preferences, download your data or delete your account.'}
    />
  );
}
