// The public site (decision 023): content pages, blog, the forms that reach a
// person, the 'Other' group of the spec 02 §7 catalogue, refer and earn.
import type { RouteTable } from '../endpoint.ts';

export const contentRoutes = {
  page: { method: 'GET', path: '/pages/{slug}/', access: 'public' },
  blogPosts: { method: 'GET', path: '/blog/posts/', access: 'public' },
  blogPost: { method: 'GET', path: '/blog/posts/{audience}/{slug}/', access: 'public' },

  contact: { method: 'POST', path: '/contact/', access: 'public' },
  subscribe: { method: 'POST', path: '/users/subscribe/', access: 'public' },
  confirmSubscription: { method: 'POST', path: '/users/subscribe/confirm/', access: 'public' },
  unsubscribe: { method: 'POST', path: '/users/subscribe/unsubscribe/', access: 'public' },

  // spec 02 §7 'Other' (the spec writes some without the trailing slash; both answer)
  aboutTeam: { method: 'GET', path: '/about-us/team/', access: 'public' },
  enterprise: { method: 'GET', path: '/enterprise', access: 'public', aliases: ['/enterprise/'] },
  enterpriseRegions: { method: 'GET', path: '/enterprise/region', access: 'public', aliases: ['/enterprise/region/'] },
  enterpriseCountries: {
    method: 'GET',
    path: '/enterprise/country',
    access: 'public',
    aliases: ['/enterprise/country/'],
  },
  enterpriseCampaigns: { method: 'GET', path: '/enterprise/campaigns/', access: 'public' },
  enterpriseForm: { method: 'POST', path: '/enterprise-form', access: 'public', aliases: ['/enterprise-form/'] },
  talentServicesEnquiry: { method: 'POST', path: '/talent_services/enquiry/', access: 'public' },
  talentServicesInsights: { method: 'GET', path: '/talent_services/insights/', access: 'public' },
  leadToaster: { method: 'POST', path: '/lead/submit-toaster/', access: 'public' },
  pillarPages: { method: 'GET', path: '/pillar-pages/', access: 'public' },
  candidateCampaign: { method: 'GET', path: '/candidate/campaign/', access: 'public' },
  // spec 01 §7: GET /landing_page/{campaignId}
  landingPage: {
    method: 'GET',
    path: '/landing_page/{campaignId}',
    access: 'public',
    aliases: ['/landing_page/{campaignId}/'],
  },

  referAndEarn: { method: 'GET', path: '/refer_and_earn/', access: 'candidate' },

  // the whistleblower channel: anonymous; the case code and passphrase are the only key
  speakupReport: { method: 'POST', path: '/speakup/reports/', access: 'public' },
  speakupCase: { method: 'POST', path: '/speakup/case/', access: 'public' },
  speakupMessage: { method: 'POST', path: '/speakup/case/messages/', access: 'public' },
} as const satisfies RouteTable;
