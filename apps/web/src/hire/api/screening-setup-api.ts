// A job's self-screening setup (decision 015): video questions and interview slots.
import type { BodyInputOf } from '@talent/contracts/endpoint';
import type { screeningSchemas } from '@talent/contracts/endpoints/screening.schemas';
import { screeningApi, useWorkspaceMutation } from './applicant-api.ts';
import { own } from './workspace-api.ts';

export const useCreateVideoQuestion = (jobId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof screeningSchemas)['hiringCreateQuestion']>) =>
    screeningApi.hiringCreateQuestion({ params: { jobId }, body }, own),
  );

export const useCreateSlot = (jobId: number) =>
  useWorkspaceMutation((body: BodyInputOf<(typeof screeningSchemas)['hiringCreateSlot']>) =>
    screeningApi.hiringCreateSlot({ params: { jobId }, body }, own),
  );
