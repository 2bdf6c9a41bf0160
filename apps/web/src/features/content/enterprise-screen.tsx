// The enterprise pages (decision 023): hire with us, remote teams, pricing,
// the countries we hire in (/enterprise/region), live insights
// (/talent_services/insights/) and the enquiry form.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ROUTE_BY_ID } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import { enterprisePagesQuery, insightsQuery, pageQuery, regionsQuery } from './api/content-queries.ts';
import { EnquiryForm } from './components/enquiry-form.tsx';
import { LeadToaster } from './components/lead-toaster.tsx';
import { ProgrammeList } from './components/programme-list.tsx';
import { RichContent } from './components/rich-content.tsx';
import styles from './content.module.css';

/** The first section's heading is the page's; the others' sit one level below it. */
const demoted = (html: string) => html.replace(/<(\/?)h1\b/g, '<$1h2');

function Section({ slug, first }: { slug: string; first: boolean }) {
  const { data } = useQuery(pageQuery(slug));
  return data ? (
    <section className="card" aria-label={data.title}>
      <RichContent html={first ? data.html : demoted(data.html)} />
    </section>
  ) : null;
}

export default function EnterpriseScreen() {
  const route = ROUTE_BY_ID.enterprise;
  const pages = useQuery(enterprisePagesQuery());
  const regions = useQuery(regionsQuery());
  const insights = useQuery(insightsQuery());
  return (
    <main id="main" className="page">
      <PageHead
        title={route.title}
        description="Publish jobs and hire across countries with one workspace."
        canonicalPath={route.path}
        seo={{ pageType: 'enterprise', vars: { title: route.title } }}
      />
      <div className={styles.layout}>
        <div className={styles.stack}>
          {pages.isError && <h1>{route.title}</h1>}
          {pages.data?.pages.map((page, index) => (
            <Section key={page.slug} slug={page.slug} first={index === 0} />
          ))}
          {insights.data && (
            <section className="card" aria-labelledby="insights-title">
              <h2 id="insights-title">The talent on our platform today</h2>
              <div className={styles.grid}>
                {insights.data.insights.map((item) => (
                  <div key={item.label}>
                    <p className={styles.meta}>{item.label}</p>
                    <p className={styles.stat}>{item.value}</p>
                    <p className={styles.meta}>{item.description}</p>
                  </div>
                ))}
              </div>
            </section>
          )}
          {regions.data && (
            <section className="card" aria-labelledby="regions-title">
              <h2 id="regions-title">Where you can hire</h2>
              {regions.data.map((region) => (
                <p key={region.code}>
                  <strong>{region.name}:</strong> {region.countries.join(', ')}
                </p>
              ))}
            </section>
          )}
          <ProgrammeList headingLevel={2} />
          <p>
            Read our <Link to="/enterprise/enterprise-saas-tnc/">enterprise terms</Link> and the{' '}
            <Link to="/blog/enterprises/">enterprise blog</Link>.
          </p>
        </div>
        <EnquiryForm />
      </div>
      <LeadToaster />
    </main>
  );
}
