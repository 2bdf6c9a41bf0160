// Offers and pay (CTC) letters (spec 02 §7 catalogue; decision 016): the
// candidate's paths as the spec names them, plus the item and PDF paths a
// letter page needs, and the hiring team's paths that create them (decision 010).
import type { RouteTable } from '../endpoint.ts';

export const offersRoutes = {
  offers: { method: 'GET', path: '/candidate_jobs/offers/', access: 'candidate' },
  offerRejectionList: { method: 'GET', path: '/candidate_jobs/offers/rejection-list/', access: 'candidate' },
  acceptOffer: { method: 'POST', path: '/candidate_jobs/offers/accept-offer/', access: 'candidate' },
  declineOffer: { method: 'POST', path: '/candidate_jobs/offers/decline-offer/', access: 'candidate' },
  offer: { method: 'GET', path: '/candidate_jobs/offers/{offerId}/', access: 'candidate' },
  offerPdf: { method: 'GET', path: '/candidate_jobs/offers/{offerId}/pdf/', access: 'candidate' },

  ctcLetters: { method: 'GET', path: '/candidate_jobs/ctc/', access: 'candidate' },
  acceptCtc: { method: 'POST', path: '/candidate_jobs/ctc/accept-ctc/', access: 'candidate' },
  declineCtc: { method: 'POST', path: '/candidate_jobs/ctc/decline-ctc/', access: 'candidate' },
  ctcLetter: { method: 'GET', path: '/candidate_jobs/ctc/{ctcId}/', access: 'candidate' },
  ctcPdf: { method: 'GET', path: '/candidate_jobs/ctc/{ctcId}/pdf/', access: 'candidate' },

  hiringOfferTemplates: { method: 'GET', path: '/hiring/offer-templates/', access: 'hiring' },
  createOfferTemplate: { method: 'POST', path: '/hiring/offer-templates/', access: 'hiring' },
  hiringOffers: { method: 'GET', path: '/hiring/offers/', access: 'hiring' },
  createOffer: { method: 'POST', path: '/hiring/offers/', access: 'hiring' },
  hiringOffer: { method: 'GET', path: '/hiring/offers/{offerId}/', access: 'hiring' },
  hiringOfferPdf: { method: 'GET', path: '/hiring/offers/{offerId}/pdf/', access: 'hiring' },
  reviseOffer: { method: 'POST', path: '/hiring/offers/{offerId}/revise/', access: 'hiring' },
  withdrawOffer: { method: 'POST', path: '/hiring/offers/{offerId}/withdraw/', access: 'hiring' },
  hiringCtcLetters: { method: 'GET', path: '/hiring/ctc-letters/', access: 'hiring' },
  createCtcLetter: { method: 'POST', path: '/hiring/ctc-letters/', access: 'hiring' },
  withdrawCtcLetter: { method: 'POST', path: '/hiring/ctc-letters/{ctcId}/withdraw/', access: 'hiring' },
} as const satisfies RouteTable;
