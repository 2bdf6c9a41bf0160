// One applicant's changes (decision 017): each is the same endpoint the admin
// command line and the candidate's side use, and each refetches every
// workspace query (history, pipeline, overview) when it succeeds.
import type { BodyInputOf } from '@talent/contracts/endpoint';
import type { assessmentSchemas } from '@talent/contracts/endpoints/assessments.schemas';
import type { hiringSchemas } from '@talent/contracts/endpoints/hiring.schemas';
import type { mandatorySchemas } from '@talent/contracts/endpoints/mandatory-details.schemas';
import type { offersSchemas } from '@talent/contracts/endpoints/offers.schemas';
import {
  assessmentsApi,
  mandatoryApi,
  offersApi,
  surveysApi,
  useWorkspaceMutation,
} from '../../../api/applicant-api.ts';
import { hiringApi, own } from '../../../api/workspace-api.ts';

const WITHDRAWN = 'Withdrawn by the hiring team.';

export const useMoveApplication = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof hiringSchemas)['moveApplication']>) =>
    hiringApi.moveApplication({ params: { applicationId }, body }, own),
  );

export const useRejectApplication = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof hiringSchemas)['rejectApplication']>) =>
    hiringApi.rejectApplication({ params: { applicationId }, body }, own),
  );

export const useHireApplication = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof hiringSchemas)['hireApplication']>) =>
    hiringApi.hireApplication({ params: { applicationId }, body }, own),
  );

export const useReopenApplication = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof hiringSchemas)['reopenApplication']>) =>
    hiringApi.reopenApplication({ params: { applicationId }, body }, own),
  );

export const useAssignAssessment = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof assessmentSchemas)['hiringAssign']>) =>
    assessmentsApi.hiringAssign({ params: { applicationId }, body }, own),
  );

export const useRequestDocuments = (applicationId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof mandatorySchemas)['hiringRequest']>) =>
    mandatoryApi.hiringRequest({ params: { applicationId }, body }, own),
  );

type OfferBody = Omit<BodyInputOf<(typeof offersSchemas)['createOffer']>, 'application_id'>;
export const useCreateOffer = (applicationId: number) =>
  useWorkspaceMutation((body: OfferBody) =>
    offersApi.createOffer({ body: { ...body, application_id: applicationId } }, own),
  );

type CtcBody = Omit<BodyInputOf<(typeof offersSchemas)['createCtcLetter']>, 'application_id'>;
export const useCreateCtcLetter = (applicationId: number) =>
  useWorkspaceMutation((body: CtcBody) =>
    offersApi.createCtcLetter({ body: { ...body, application_id: applicationId } }, own),
  );

export const useSendSurvey = (applicationId: number) =>
  useWorkspaceMutation((surveyId: number) =>
    surveysApi.sendSurvey({ params: { surveyId }, body: { application_ids: [applicationId] } }, own),
  );

export const useReviewAssessment = (assessmentId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof assessmentSchemas)['hiringReview']>) =>
    assessmentsApi.hiringReview({ params: { assessmentId }, body }, own),
  );

export const useWithdrawOffer = () =>
  useWorkspaceMutation((offerId: number) =>
    offersApi.withdrawOffer({ params: { offerId }, body: { reason: WITHDRAWN } }, own),
  );

export const useWithdrawLetter = () =>
  useWorkspaceMutation((ctcId: number) =>
    offersApi.withdrawCtcLetter({ params: { ctcId }, body: { reason: WITHDRAWN } }, own),
  );
