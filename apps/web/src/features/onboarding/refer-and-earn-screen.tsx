import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export default function ReferAndEarnScreen() {
  return (
    <PlaceholderPage
      title={'Refer and earn'}
      summary={'Invite friends to Talent500 and earn rewards when they get hired.'}
    />
  );
}
