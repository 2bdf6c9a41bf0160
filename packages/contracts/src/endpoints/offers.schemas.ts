import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import {
  AcceptCtcSchema,
  AcceptOfferSchema,
  ApplicationQuerySchema,
  CreateCtcSchema,
  CreateOfferSchema,
  CtcLetterListSchema,
  CtcLetterSchema,
  DeclineCtcSchema,
  DeclineOfferSchema,
  DeclineReasonListSchema,
  HiringCtcLetterListSchema,
  HiringCtcLetterSchema,
  HiringOfferListSchema,
  HiringOfferSchema,
  OfferListSchema,
  OfferSchema,
  OfferTemplateInputSchema,
  OfferTemplateListSchema,
  OfferTemplateSchema,
  ReviseOfferSchema,
  WithdrawSchema,
} from '../offers.ts';
import type { offersRoutes } from './offers.ts';

const Id = z.coerce.number().int().positive().max(2147483647);
const Pdf = z.string().describe('The letter as a PDF document (application/pdf)');
const Bad = z.union([DetailErrorSchema, FieldErrorsSchema]);
const candidate = ['offers'] as const;
const hiring = ['hiring'] as const;

export const offersSchemas = {
  offers: {
    tags: candidate,
    summary: 'The candidate’s offers, newest first',
    responses: { 200: OfferListSchema },
  },
  offerRejectionList: {
    tags: candidate,
    summary: 'The reasons a candidate may give for declining an offer or a letter',
    responses: { 200: DeclineReasonListSchema },
  },
  acceptOffer: {
    tags: candidate,
    summary: 'Accept the version of the offer the candidate read; records when, from where and which version',
    body: AcceptOfferSchema,
    responses: { 200: OfferSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  declineOffer: {
    tags: candidate,
    summary: 'Decline an open offer with a reason from the rejection list',
    body: DeclineOfferSchema,
    responses: { 200: OfferSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  offer: {
    tags: candidate,
    summary: 'One offer: terms, letter, expiry, versions and what the last revision changed',
    params: z.object({ offerId: Id }),
    responses: { 200: OfferSchema, 404: DetailErrorSchema },
  },
  offerPdf: {
    tags: candidate,
    summary: 'The offer letter (current version) as a PDF',
    params: z.object({ offerId: Id }),
    responses: { 200: Pdf, 404: DetailErrorSchema },
  },
  ctcLetters: {
    tags: candidate,
    summary: 'The candidate’s pay (CTC) letters, newest first',
    responses: { 200: CtcLetterListSchema },
  },
  acceptCtc: {
    tags: candidate,
    summary: 'Accept a pay (CTC) letter',
    body: AcceptCtcSchema,
    responses: { 200: CtcLetterSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  declineCtc: {
    tags: candidate,
    summary: 'Decline a pay (CTC) letter with a reason from the rejection list',
    body: DeclineCtcSchema,
    responses: { 200: CtcLetterSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  ctcLetter: {
    tags: candidate,
    summary: 'One pay (CTC) letter with its breakdown and amounts in words',
    params: z.object({ ctcId: Id }),
    responses: { 200: CtcLetterSchema, 404: DetailErrorSchema },
  },
  ctcPdf: {
    tags: candidate,
    summary: 'The pay (CTC) letter as a PDF',
    params: z.object({ ctcId: Id }),
    responses: { 200: Pdf, 404: DetailErrorSchema },
  },

  hiringOfferTemplates: {
    tags: hiring,
    summary: 'The company’s offer-letter templates (the built-in one first)',
    responses: { 200: OfferTemplateListSchema },
  },
  createOfferTemplate: {
    tags: hiring,
    summary: 'Add an offer-letter template; {{placeholders}} are filled per offer',
    body: OfferTemplateInputSchema,
    responses: { 201: OfferTemplateSchema, 400: Bad },
  },
  hiringOffers: {
    tags: hiring,
    summary: 'The company’s offers, optionally for one application',
    query: ApplicationQuerySchema,
    responses: { 200: HiringOfferListSchema, 404: DetailErrorSchema },
  },
  createOffer: {
    tags: hiring,
    summary: 'Make an offer on an application: a letter from a template, its fields and an expiry',
    body: CreateOfferSchema,
    responses: { 201: HiringOfferSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  hiringOffer: {
    tags: hiring,
    summary: 'One of the company’s offers',
    params: z.object({ offerId: Id }),
    responses: { 200: HiringOfferSchema, 404: DetailErrorSchema },
  },
  hiringOfferPdf: {
    tags: hiring,
    summary: 'The offer letter (current version) as a PDF',
    params: z.object({ offerId: Id }),
    responses: { 200: Pdf, 404: DetailErrorSchema },
  },
  reviseOffer: {
    tags: hiring,
    summary: 'Revise an open offer: a new immutable version the candidate must accept again',
    params: z.object({ offerId: Id }),
    body: ReviseOfferSchema,
    responses: { 200: HiringOfferSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  withdrawOffer: {
    tags: hiring,
    summary: 'Withdraw an open offer',
    params: z.object({ offerId: Id }),
    body: WithdrawSchema,
    responses: { 200: HiringOfferSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  hiringCtcLetters: {
    tags: hiring,
    summary: 'The company’s pay (CTC) letters, optionally for one application',
    query: ApplicationQuerySchema,
    responses: { 200: HiringCtcLetterListSchema, 404: DetailErrorSchema },
  },
  createCtcLetter: {
    tags: hiring,
    summary: 'Send a pay (CTC) letter: fixed, variable, bonus and other components in one currency',
    body: CreateCtcSchema,
    responses: { 201: HiringCtcLetterSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
  withdrawCtcLetter: {
    tags: hiring,
    summary: 'Withdraw a letter still waiting for the candidate',
    params: z.object({ ctcId: Id }),
    body: WithdrawSchema,
    responses: { 200: HiringCtcLetterSchema, 400: Bad, 404: DetailErrorSchema, 409: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof offersRoutes>;
