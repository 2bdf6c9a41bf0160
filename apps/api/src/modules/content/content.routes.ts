// The public site over HTTP (decision 023): content pages and blog, the forms
// that reach a person, the spec 02 §7 'Other' catalogue group, refer and earn
// and the whistleblower channel. The whistleblower's routes log nothing (no
// address, no path), so the sender cannot be traced from the server's logs.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ContentMessages,
  SPEAKUP_ATTACHMENT_MAX_BYTES,
  SPEAKUP_MAX_ATTACHMENTS,
  SpeakupMessageFieldsSchema,
  SpeakupReportFieldsSchema,
} from '@talent/contracts/content';
import {
  CANDIDATE_CAMPAIGN_PREFIX,
  ENTERPRISE_CAMPAIGN_PREFIX,
  PILLAR_PREFIX,
} from '@talent/contracts/content-constants';
import { contentRoutes as routes } from '@talent/contracts/endpoints/content';
import { contentSchemas as schemas } from '@talent/contracts/endpoints/content.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { detailError, fieldErrors, parseOrFieldErrors } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/page-links.ts';
import { authOf } from '../../plugins/auth-guard.ts';
import type { EnterpriseService } from './enterprise.service.ts';
import type { FormsService } from './forms.service.ts';
import type { PagesService } from './pages.service.ts';
import type { ReferralsService } from './referrals.service.ts';
import type { SpeakupService, Upload } from './speakup.service.ts';
import type { StartingContent } from './starting-content.ts';

export interface ContentServices {
  pages: PagesService;
  forms: FormsService;
  speakup: SpeakupService;
  referrals: ReferralsService;
  enterprise: EnterpriseService;
  startingContent: StartingContent;
}

async function speakupForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw detailError(400, 'Send the report as a form (multipart/form-data).');
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  for await (const part of request.parts({
    limits: { files: SPEAKUP_MAX_ATTACHMENTS, fileSize: SPEAKUP_ATTACHMENT_MAX_BYTES, fields: 10 },
  })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw fieldErrors({ attachments: ContentMessages.attachmentRefused });
      if (data.length) files.push({ filename: part.filename ?? 'attachment', data });
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, files };
}

/** The whistleblower's sender key (decision 033): a hash of the address, for the rate limiter only. */
function senderOf(request: FastifyRequest) {
  return createHash('sha256').update(`speakup:${request.ip}`).digest('base64url').slice(0, 22);
}

export async function contentRoutesPlugin(app: FastifyInstance, { services }: { services: ContentServices }) {
  const { pages, forms, speakup, referrals, enterprise } = services;
  await pages.ensureStartingContent(services.startingContent);

  const silent = { logLevel: 'silent' as const };
  registerEndpoints(
    app,
    routes,
    schemas,
    {
      page: async (request) => pages.page(request.params.slug),
      blogPosts: async (request) =>
        pages.postList(request.query.audience, request.query.page, (count) =>
          pageLinks(request, request.query.page, 10, count),
        ),
      blogPost: async (request) => pages.post(request.params.audience, request.params.slug),

      contact: async (request, reply) => reply.status(201).send(await forms.contact(request.body, request.ip)),
      subscribe: async (request, reply) => reply.status(202).send(await forms.subscribe(request.body, request.ip)),
      confirmSubscription: async (request) => forms.confirmSubscription(request.body.token),
      unsubscribe: async (request) => forms.unsubscribe(request.body.token),

      aboutTeam: async () => pages.page('about-team'),
      // the enterprise terms have their own page (spec 01 §2 /enterprise/enterprise-saas-tnc/), the
      // campaigns theirs (/enterprise/campaign/{slug}/)
      enterprise: async () => ({
        pages: (await pages.pagesWithPrefix('enterprise-')).filter(
          (page) => page.slug !== 'enterprise-saas-tnc' && !page.slug.startsWith(ENTERPRISE_CAMPAIGN_PREFIX),
        ),
      }),
      enterpriseRegions: async () => enterprise.regions(),
      enterpriseCountries: async (request) => enterprise.countries(request.query.region),
      enterpriseCampaigns: async () => pages.pagesWithPrefix(ENTERPRISE_CAMPAIGN_PREFIX),
      enterpriseForm: async (request, reply) =>
        reply.status(201).send(await forms.enquiry('enterprise-form', request.body, request.ip)),
      talentServicesEnquiry: async (request, reply) =>
        reply.status(201).send(await forms.enquiry('talent-services', request.body, request.ip)),
      talentServicesInsights: async () => enterprise.insights(),
      leadToaster: async (request, reply) =>
        reply.status(201).send(await forms.enquiry('lead-toaster', request.body, request.ip)),
      pillarPages: async () => pages.pagesWithPrefix(PILLAR_PREFIX),
      candidateCampaign: async (request) => pages.page(`${CANDIDATE_CAMPAIGN_PREFIX}${request.query.campaign}`),
      landingPage: async (request) => pages.page(`${CANDIDATE_CAMPAIGN_PREFIX}${request.params.campaignId}`),

      referAndEarn: async (request) => referrals.overview(authOf(request).candidateId),

      speakupReport: async (request, reply) => {
        const { fields, files } = await speakupForm(request);
        const input = parseOrFieldErrors(SpeakupReportFieldsSchema, fields);
        return reply.status(201).send(await speakup.file(input, files, senderOf(request)));
      },
      speakupCase: async (request) => speakup.open(request.body.case_code, request.body.passphrase, senderOf(request)),
      speakupMessage: async (request, reply) => {
        const { fields, files } = await speakupForm(request);
        const input = parseOrFieldErrors(SpeakupMessageFieldsSchema, fields);
        return reply.status(201).send(await speakup.reporterMessage(input, input.message, files, senderOf(request)));
      },
    },
    { options: { speakupReport: silent, speakupCase: silent, speakupMessage: silent } },
  );
}
