// Head data of the content pages and the blog (spec 02 §2 indexing table, §9
// metadata), rendered by the server into the HTML like the job pages: the
// page's own title and description, FAQPage and BlogPosting structured data,
// the RSS feed's address. An unknown post answers null (404).
import type { FastifyInstance } from 'fastify';
import { blogFeedPath, blogListPath, blogPostPath, type BlogAudience } from '@talent/contracts/content';
import { ROUTE_BY_ID, type RouteId } from '@talent/contracts/routes';
import { HttpError } from '../../lib/errors.ts';
import type { HeadData } from '../../plugins/client.ts';
import type { PagesService } from './pages.service.ts';
import { faqJsonLd } from '@talent/contracts/json-ld';

/** Which content page each route shows. */
export const PAGE_OF_ROUTE = {
  privacyPolicy: 'privacy-policy',
  privacyPolicyTalentPartner: 'privacy-policy-talent-partner',
  privacyPolicyHiringPartner: 'privacy-policy-hiring-partner',
  terms: 'terms-of-use',
  enterpriseTerms: 'enterprise-saas-tnc',
  faq: 'faq',
  about: 'about',
  contact: 'contact',
  speakup: 'speakup',
  referAndEarn: 'refer-and-earn',
  maintenance: 'maintenance',
} as const satisfies Partial<Record<RouteId, string>>;

export function registerContentHeads(app: FastifyInstance, pages: PagesService, publicUrl: string, brand: string) {
  for (const [routeId, slug] of Object.entries(PAGE_OF_ROUTE) as [RouteId, string][]) {
    const route = ROUTE_BY_ID[routeId];
    app.headResolvers.set(routeId, async (): Promise<HeadData> => {
      const page = await pages.pageOrNull(slug);
      return {
        title: page?.title ?? route.title,
        description: page?.description || undefined,
        canonicalPath: route.path,
        jsonLd: page && page.faq.length ? [faqJsonLd(page)] : [],
        seo: { pageType: routeId, vars: { title: page?.title ?? route.title } },
      };
    });
  }

  const blog = (routeId: 'blog' | 'blogEnterprises', audience: BlogAudience) => {
    const route = ROUTE_BY_ID[routeId];
    app.headResolvers.set(routeId, async (params): Promise<HeadData | null> => {
      const slug = params.rest;
      if (!slug) {
        return {
          title: route.title,
          description:
            audience === 'enterprises'
              ? `Hiring advice for companies from ${brand}.`
              : `Career advice for professionals from ${brand}.`,
          canonicalPath: blogListPath(audience),
          feedPath: blogFeedPath(audience),
          seo: { pageType: routeId, vars: { title: route.title } },
        };
      }
      const post = await pages.post(audience, slug).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      });
      if (!post) return null;
      const url = new URL(blogPostPath(audience, post.slug), `${publicUrl}/`).href;
      return {
        title: post.title,
        description: post.summary || undefined,
        canonicalPath: blogPostPath(audience, post.slug),
        feedPath: blogFeedPath(audience),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.summary,
            datePublished: post.published_at,
            dateModified: post.updated_at,
            author: { '@type': 'Organization', name: post.author || brand },
            publisher: { '@type': 'Organization', name: brand },
            mainEntityOfPage: url,
            url,
          },
        ],
        seo: { pageType: 'blogPost', vars: { title: post.title, author: post.author } },
      };
    });
  };
  blog('blog', 'professionals');
  blog('blogEnterprises', 'enterprises');
}
