// The team's surveys (decision 017): making one; the list and the responses are
// read through the workspace's queries.
import type { BodyInputOf } from '@talent/contracts/endpoint';
import type { surveysSchemas } from '@talent/contracts/endpoints/surveys.schemas';
import { surveysApi, useWorkspaceMutation } from '../../../api/applicant-api.ts';
import { own } from '../../../api/workspace-api.ts';

export const useCreateSurvey = () =>
  useWorkspaceMutation((body: BodyInputOf<(typeof surveysSchemas)['createSurvey']>) =>
    surveysApi.createSurvey({ body }, own),
  );
