// spec 02 §9 metadata priority: an operator's custom template for the page
// type, then the page's own data, then the built-in template, then the default
// title and description. Auth pages use custom templates as written, without
// variable substitution. Plain functions without zod: the server renders the
// head with them and the client applies them after navigation (first visit
// budget).

export const SEO_FIELDS = [
  'title',
  'description',
  'og_title',
  'og_description',
  'og_image',
  'twitter_title',
  'twitter_description',
] as const;
export type SeoField = (typeof SEO_FIELDS)[number];
export type SeoTemplate = { [K in SeoField]?: string | null };
/** Templates by page type (a route id, or `blogPost`). */
export type SeoTemplates = Readonly<Record<string, SeoTemplate>>;

/** spec 02 §9: auth pages take custom templates without variable substitution. */
export const AUTH_PAGE_TYPES = ['auth', 'signin', 'signup', 'forgotPassword', 'resetPassword', 'verifyEmail'] as const;

/** The page types operators may template, with the variables each offers. */
export const SEO_PAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  home: ['brand', 'claim'],
  talent: ['brand', 'claim'],
  jobs: ['term', 'brand'],
  jobList: ['term', 'brand'],
  searchResults: ['term', 'brand'],
  jobDetails: ['job', 'company', 'location', 'brand'],
  companyJobs: ['company', 'brand'],
  companyDetail: ['company', 'brand'],
  privacyPolicy: ['title', 'brand'],
  privacyPolicyTalentPartner: ['title', 'brand'],
  privacyPolicyHiringPartner: ['title', 'brand'],
  terms: ['title', 'brand'],
  enterpriseTerms: ['title', 'brand'],
  faq: ['title', 'brand'],
  about: ['title', 'brand'],
  contact: ['title', 'brand'],
  speakup: ['title', 'brand'],
  referAndEarn: ['title', 'brand'],
  blog: ['title', 'brand'],
  blogEnterprises: ['title', 'brand'],
  blogPost: ['title', 'author', 'brand'],
  enterprise: ['title', 'brand'],
  ...Object.fromEntries(AUTH_PAGE_TYPES.map((type) => [type, []])),
};

export interface SeoContext {
  pageType: string;
  vars?: Readonly<Record<string, string | undefined>>;
}

/** The head a page asks for before templates: its own data or its built-in template. */
export interface BaseHead {
  title: string;
  exactTitle?: boolean | undefined;
  description?: string | undefined;
  image?: string | undefined;
}

export interface TemplatedHead {
  title: string;
  exactTitle: boolean;
  description: string | undefined;
  image: string | undefined;
  ogTitle: string | undefined;
  ogDescription: string | undefined;
  twitterTitle: string | undefined;
  twitterDescription: string | undefined;
}

const VARIABLE = /\{(\w+)\}/g;

/** A template with its variables filled; null when a variable has no value here (the next source applies). */
export function fillTemplate(
  template: string | null | undefined,
  vars: Readonly<Record<string, string | undefined>>,
  substitute = true,
): string | null {
  if (!template || !template.trim()) return null;
  if (!substitute) return template.trim();
  let missing = false;
  const text = template.replace(VARIABLE, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return value;
  });
  return missing ? null : text.trim();
}

/**
 * Applies the priority chain: a custom template field wins when it fills;
 * otherwise the page's head (its data, else its built-in template); the caller
 * renders the default for what is still missing.
 */
export function applySeoTemplates(
  head: BaseHead,
  context: SeoContext | undefined,
  templates: SeoTemplates,
  brand: string,
): TemplatedHead {
  const template = context ? templates[context.pageType] : undefined;
  const substitute = !context || !(AUTH_PAGE_TYPES as readonly string[]).includes(context.pageType);
  const vars = { brand, ...context?.vars };
  const custom = (field: SeoField) => (template ? fillTemplate(template[field], vars, substitute) : null);
  const title = custom('title');
  const description = custom('description') ?? head.description;
  return {
    title: title ?? head.title,
    // an operator's title is the whole title: no brand suffix is added
    exactTitle: title ? true : (head.exactTitle ?? false),
    description,
    image: custom('og_image') ?? head.image,
    ogTitle: custom('og_title') ?? undefined,
    ogDescription: custom('og_description') ?? undefined,
    twitterTitle: custom('twitter_title') ?? undefined,
    twitterDescription: custom('twitter_description') ?? undefined,
  };
}
