// /appliedjobs/{jobApplicationId}/ (spec 01 §4): the applied-job screening
// page with the job's screening questions. The route is neutral; a visitor is
// asked to sign in first, since an application is always somebody's.
import { Link, useLocation } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useSession } from '../../lib/session.ts';
import { ApplicationPage } from './components/application-page.tsx';

export default function AppliedJobScreen() {
  const { isAuthorized } = useSession();
  const location = useLocation();
  if (!isAuthorized) {
    return (
      <main id="main" className="page">
        <PageHead title="Applied job screening" />
        <div className="card">
          <h1>Applied job screening</h1>
          <p>
            <Link to={pathTo('signin', {}, { redirect_to: `${location.pathname}${location.search}` })}>Sign in</Link> to
            answer the screening questions of your application.
          </p>
        </div>
      </main>
    );
  }
  return (
    <ApplicationPage
      title="Applied job screening"
      intro="Answer the employer’s screening questions to move your application forward."
      submitText="Submit answers"
    />
  );
}
