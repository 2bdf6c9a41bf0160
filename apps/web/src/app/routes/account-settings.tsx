// /account-settings/ (protected): the account's settings with the
// notifications feature's e-mail preferences per category (decision 032).
import AccountSettingsScreen from '../../features/auth/account-settings-screen.tsx';
import { EmailPreferences } from '../../features/notifications/components/email-preferences.tsx';

export default function AccountSettingsRoute() {
  return <AccountSettingsScreen emailNotifications={<EmailPreferences />} />;
}
