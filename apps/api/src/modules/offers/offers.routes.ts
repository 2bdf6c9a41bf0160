// Offers and pay (CTC) letters over HTTP (spec 02 §7; decisions 010, 016).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { offersRoutes as routes } from '@talent/contracts/endpoints/offers';
import { offersSchemas as schemas } from '@talent/contracts/endpoints/offers.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { FILE_CSP } from '../../lib/file-reply.ts';
import { authOf, hiringOf } from '../../plugins/auth-guard.ts';
import type { CtcService } from './ctc.service.ts';
import { ctcPdf, offerPdf } from './letter-pdf.ts';
import type { RequestSource } from './offer-access.ts';
import type { OffersHiringService } from './offers-hiring.service.ts';
import type { OffersTemplatesService } from './offers-templates.service.ts';
import type { OffersService } from './offers.service.ts';

/** The offers' services the routes call: the candidate's side, the hiring team's side and its letter templates. */
export interface OffersRouteServices {
  candidate: OffersService;
  hiring: OffersHiringService;
  templates: OffersTemplatesService;
}

const sourceOf = (request: FastifyRequest): RequestSource => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .send(pdf);

export async function offersRoutesPlugin(
  app: FastifyInstance,
  {
    offers: { candidate: offers, hiring: offersHiring, templates },
    ctc,
    now,
  }: { offers: OffersRouteServices; ctc: CtcService; now: () => Date },
) {
  const hiring = (request: FastifyRequest) => {
    const member = hiringOf(request);
    return { companyId: member.companyId, userId: member.userId };
  };
  registerEndpoints(app, routes, schemas, {
    offers: async (request) => offers.listForCandidate(authOf(request).candidateId),
    offerRejectionList: async () => offers.rejectionList(),
    acceptOffer: async (request) => offers.accept(authOf(request).candidateId, request.body, sourceOf(request)),
    declineOffer: async (request) => offers.decline(authOf(request).candidateId, request.body),
    offer: async (request) => offers.getForCandidate(authOf(request).candidateId, request.params.offerId),
    offerPdf: async (request, reply) => {
      const offer = await offers.getForCandidate(authOf(request).candidateId, request.params.offerId);
      return sendPdf(reply, `offer-${offer.id}-v${offer.version}.pdf`, await offerPdf(offer, now()));
    },

    ctcLetters: async (request) => ctc.listForCandidate(authOf(request).candidateId),
    acceptCtc: async (request) => ctc.accept(authOf(request).candidateId, request.body, sourceOf(request)),
    declineCtc: async (request) => ctc.decline(authOf(request).candidateId, request.body),
    ctcLetter: async (request) => ctc.getForCandidate(authOf(request).candidateId, request.params.ctcId),
    ctcPdf: async (request, reply) => {
      const letter = await ctc.getForCandidate(authOf(request).candidateId, request.params.ctcId);
      return sendPdf(reply, `ctc-letter-${letter.id}.pdf`, await ctcPdf(letter, now()));
    },

    hiringOfferTemplates: async (request) => templates.templates(hiring(request)),
    createOfferTemplate: async (request, reply) =>
      reply.status(201).send(await templates.createTemplate(hiring(request), request.body)),
    hiringOffers: async (request) => offersHiring.listForCompany(hiring(request), request.query.application_id),
    createOffer: async (request, reply) =>
      reply.status(201).send(await offersHiring.create(hiring(request), request.body)),
    hiringOffer: async (request) => offersHiring.getForCompany(hiring(request), request.params.offerId),
    hiringOfferPdf: async (request, reply) => {
      const offer = await offersHiring.getForCompany(hiring(request), request.params.offerId);
      return sendPdf(reply, `offer-${offer.id}-v${offer.version}.pdf`, await offerPdf(offer, now()));
    },
    reviseOffer: async (request) => offersHiring.revise(hiring(request), request.params.offerId, request.body),
    withdrawOffer: async (request) => offersHiring.withdraw(hiring(request), request.params.offerId, request.body),
    hiringCtcLetters: async (request) => ctc.listForCompany(hiring(request), request.query.application_id),
    createCtcLetter: async (request, reply) => reply.status(201).send(await ctc.create(hiring(request), request.body)),
    withdrawCtcLetter: async (request) => ctc.withdraw(hiring(request), request.params.ctcId, request.body),
  });
}
