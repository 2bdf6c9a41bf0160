// Which screens start their data with their code (decision 012). A loader
// module loads beside the screen's chunk, so the requests leave while the
// screen downloads; public and signed-in loaders are separate chunks, so
// nothing of the signed-in area loads on public pages.
import type { LoaderFunction } from 'react-router';
import type { RouteId } from '@talent/contracts/routes';
import type * as PublicLoaders from './routes/public.loaders.ts';
import type * as SignedInLoaders from './routes/signed-in.loaders.ts';

const publicLoader = (name: keyof typeof PublicLoaders) => async () =>
  (await import('./routes/public.loaders.ts'))[name] as LoaderFunction;
const signedInLoader = (name: keyof typeof SignedInLoaders) => async () =>
  (await import('./routes/signed-in.loaders.ts'))[name] as LoaderFunction;

export const routeLoaders: Partial<Record<RouteId, () => Promise<LoaderFunction>>> = {
  home: publicLoader('home'),
  talent: publicLoader('talent'),
  jobs: publicLoader('jobSearch'),
  jobList: publicLoader('jobSearch'),
  searchResults: publicLoader('jobSearch'),
  jobDetails: publicLoader('jobDetails'),
  companyJobs: publicLoader('companyJobs'),
  companyDetail: publicLoader('companyDetail'),
  dashboard: signedInLoader('dashboard'),
  appliedJob: signedInLoader('application'),
  jobApplication: signedInLoader('application'),
  jobAlertFeedback: signedInLoader('alertFeedback'),
  accountSettings: signedInLoader('accountSettings'),
};
