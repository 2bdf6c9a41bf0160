// Enterprise hiring programmes (decision 023; spec 02 §7
// /enterprise/campaigns/): the list at /enterprise/campaign/, each programme
// at /enterprise/campaign/{slug}/ with the enquiry form, which records the
// programme the enquiry came from.
import { useParams } from 'react-router';
import { CONTENT_SLUG_PATTERN, ENTERPRISE_CAMPAIGN_PREFIX } from '@talent/contracts/content-constants';
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ContentPageView } from './components/content-page.tsx';
import { EnquiryForm } from './components/enquiry-form.tsx';
import { ProgrammeList } from './components/programme-list.tsx';

export default function EnterpriseCampaignScreen() {
  const rest = useParams()['*']?.replace(/\/$/, '') ?? '';
  const route = ROUTE_BY_ID.enterpriseCampaign;
  if (!rest)
    return (
      <main id="main" className="page">
        <PageHead
          title={route.title}
          description="Hiring programmes for companies: tell us the roles, we bring the shortlist."
          indexable={route.indexable}
          canonicalPath={route.path}
          seo={{ pageType: 'enterpriseCampaign', vars: { title: route.title } }}
        />
        <ProgrammeList />
      </main>
    );
  if (!CONTENT_SLUG_PATTERN.test(rest)) return <NotFoundPage />;
  return (
    <ContentPageView
      slug={`${ENTERPRISE_CAMPAIGN_PREFIX}${rest}`}
      routeId="enterpriseCampaign"
      canonicalPath={`/enterprise/campaign/${rest}/`}
      aside={<EnquiryForm campaign={rest} />}
    />
  );
}
