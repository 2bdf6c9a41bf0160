// The global configuration (spec 01 §7) arrives in the document from the
// server, as non-executable JSON, so switching a feature needs no rebuild.
import type { AppConfig } from '@talent/contracts/app-config';
import { APP_CONFIG_ELEMENT_ID, DEFAULT_BRAND, MARKETING_CLAIM, setBrand } from '@talent/contracts/page-shell';
import { renderScope } from './render-scope.ts';

const FALLBACK: AppConfig = {
  apiBase: '/api',
  analyzerBase: '',
  environment: 'PRODUCTION',
  companySlugs: [],
  pageIds: {},
  features: {
    showCareerSolutions: false,
    showReferAndEarn: false,
    maintenanceStrip: { enabled: false, text: '' },
    abTesting: true,
  },
  links: { careerSolutions: '', blog: '/blog/', blogEnterprise: '/blog/enterprises/', assessmentSite: '' },
  cookieDomain: null,
  googleClientId: null,
  linkedinClientId: null,
  linkedinAuthorizeUrl: null,
  devOutbox: false,
  brand: { name: DEFAULT_BRAND, logoUrl: '', claim: MARKETING_CLAIM },
  analytics: { enabled: false, url: '/api/analytics/v1/batch', writeKey: null },
  seoTemplates: {},
};

let cached: AppConfig | undefined;

export function readAppConfig(doc: Document = document): AppConfig {
  const element = doc.getElementById(APP_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return FALLBACK;
  // The server validated it against AppConfigSchema; parsing again would pull
  // zod into the first page load.
  try {
    return { ...FALLBACK, ...(JSON.parse(element.textContent) as Partial<AppConfig>) };
  } catch {
    return FALLBACK;
  }
}

export function appConfig(): AppConfig {
  // a server render reads the configuration it was given (decision 039)
  const scope = renderScope();
  if (scope) return scope.config;
  if (!cached) {
    cached = readAppConfig();
    setBrand(cached.brand.name);
  }
  return cached;
}

/** Tests set a configuration without a document. */
export function setAppConfigForTests(config: AppConfig | undefined) {
  cached = config;
}
