// Which screens start their data with their code (decision 012). A loader
// module loads beside the screen's chunk, so the requests leave while the
// screen downloads; public and signed-in loaders are separate chunks, so
// nothing of the signed-in area loads on public pages.
import type { Params } from 'react-router';
import type { RouteId } from '@talent/contracts/routes';
import type * as ContentLoaders from './routes/content.loaders.ts';
import type * as PublicLoaders from './routes/public.loaders.ts';
import { getAuthToken } from '../lib/session.ts';
import type * as SignedInLoaders from './routes/signed-in.loaders.ts';

/** What a loader is given: the route's parameters and the page's address. */
export interface RouteLoaderArgs {
  params: Params;
  request: Request;
}

/** A loader starts queries and returns at once (decision 012). */
export type LoaderFunction = (args: RouteLoaderArgs) => unknown;

const publicLoader = (name: keyof typeof PublicLoaders) => async () =>
  (await import('./routes/public.loaders.ts'))[name] as LoaderFunction;
const noLoader: LoaderFunction = () => null;
// without a session a signed-in loader asks nothing, so its chunk is not fetched either
const signedInLoader = (name: keyof typeof SignedInLoaders) => async () =>
  getAuthToken() ? ((await import('./routes/signed-in.loaders.ts'))[name] as LoaderFunction) : noLoader;
const contentPage =
  (...slugs: string[]) =>
  async () =>
    (await import('./routes/content.loaders.ts')).page(...slugs);
const blogLoader = (audience: Parameters<typeof ContentLoaders.blog>[0]) => async () =>
  (await import('./routes/content.loaders.ts')).blog(audience) as LoaderFunction;

export const routeLoaders: Partial<Record<RouteId, () => Promise<LoaderFunction>>> = {
  home: publicLoader('home'),
  talent: publicLoader('talent'),
  jobs: publicLoader('jobSearch'),
  jobList: publicLoader('jobSearch'),
  searchResults: publicLoader('jobSearch'),
  jobDetails: publicLoader('jobDetails'),
  companyJobs: publicLoader('companyJobs'),
  companyDetail: publicLoader('companyDetail'),
  faq: contentPage('faq'),
  // the team section is a page of its own, rendered with the page (decision 026)
  about: contentPage('about', 'about-team'),
  contact: contentPage('contact'),
  enterpriseTerms: contentPage('enterprise-saas-tnc'),
  maintenance: contentPage('maintenance'),
  privacyPolicy: contentPage('privacy-policy'),
  privacyPolicyHiringPartner: contentPage('privacy-policy-hiring-partner'),
  privacyPolicyTalentPartner: contentPage('privacy-policy-talent-partner'),
  terms: contentPage('terms-of-use'),
  speakup: contentPage('speakup'),
  referAndEarn: contentPage('refer-and-earn'),
  enterprise: async () => (await import('./routes/content.loaders.ts')).enterprise,
  guides: async () => (await import('./routes/content.loaders.ts')).guides,
  campaign: async () => (await import('./routes/content.loaders.ts')).campaign,
  enterpriseCampaign: async () => (await import('./routes/content.loaders.ts')).enterpriseCampaign,
  blog: blogLoader('professionals'),
  blogEnterprises: blogLoader('enterprises'),
  dashboard: signedInLoader('dashboard'),
  appliedJob: signedInLoader('application'),
  jobApplication: signedInLoader('application'),
  jobAlertFeedback: signedInLoader('alertFeedback'),
  accountSettings: signedInLoader('accountSettings'),
  offer: signedInLoader('offer'),
  ctc: signedInLoader('ctc'),
  codingAssessment: signedInLoader('codingAssessment'),
  mandatoryDetails: signedInLoader('mandatoryDetails'),
  mandatoryStatus: signedInLoader('mandatoryStatus'),
  selfScreening: signedInLoader('selfScreening'),
  appliedJobScreening: signedInLoader('appliedJobScreening'),
  myAssessments: signedInLoader('myAssessments'),
  interview: signedInLoader('interview'),
  offerLetter: signedInLoader('offerLetters'),
  ctcLetter: signedInLoader('ctcLetters'),
  survey: signedInLoader('survey'),
  // every /hire/ address: the workspace's loader finds its screen (hire/app/workspace.loaders.ts)
  hire: async () => (await import('../hire/app/workspace.loaders.ts')).hire as LoaderFunction,
};
