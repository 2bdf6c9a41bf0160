// What the stored resume proposes for the profile (decision 027). Reading
// saves nothing; the review saves the confirmed items through the profile's
// own mutations. One answer per file id: a new upload gets a new id.
import { queryOptions } from '@tanstack/react-query';
import { resumePrefillRoutes } from '@talent/contracts/endpoints/resume-prefill';
import type { resumePrefillSchemas } from '@talent/contracts/endpoints/resume-prefill.schemas';
import { endpointClient } from '../../../lib/api-client.ts';

const prefillApi = endpointClient<typeof resumePrefillSchemas>(resumePrefillRoutes);

export const resumePrefillKeys = {
  all: ['resume-prefill'] as const,
  file: (fileId: string) => [...resumePrefillKeys.all, fileId] as const,
};

export const resumePrefillQuery = (fileId: string) =>
  queryOptions({
    queryKey: resumePrefillKeys.file(fileId),
    // the review explains a 404 or 422 itself instead of leaving the page
    queryFn: () => prefillApi.resumePrefill({ params: { fileId } }, { handle: false }),
    staleTime: Infinity,
    retry: false,
  });
