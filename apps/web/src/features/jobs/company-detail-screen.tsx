// spec 01 §2: /{companySlug}/ is a company page only for slugs in the
// configured company list; any other bare slug is not found.
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';
import { appConfig } from '../../lib/config.ts';
import NotFoundScreen from '../not-found/not-found-screen.tsx';

export default function CompanyDetailScreen() {
  const { companySlug = '' } = useParams();
  if (!appConfig().companySlugs.includes(companySlug)) return <NotFoundScreen />;
  return <PlaceholderPage title="Company" summary="About this company and its open jobs." indexable />;
}
