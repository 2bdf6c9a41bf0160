// Mandatory details and documents through the endpoint table (decision 015).
// Keys sit under the candidate-jobs root: completing them moves the
// application, which refreshes the dashboard and the timeline.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { mandatoryRoutes } from '@talent/contracts/endpoints/mandatory-details';
import type { mandatorySchemas } from '@talent/contracts/endpoints/mandatory-details.schemas';
import type { MandatoryDetailField, MandatoryDocumentKind } from '@talent/contracts/mandatory-details';
import { ApiError, callEndpoint, endpointClient, firstErrorMessage } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';

const client = endpointClient<typeof mandatorySchemas>(mandatoryRoutes);

export const mandatoryKeys = {
  status: [...candidateJobsKey, 'mandatory', 'status'] as const,
  details: (id: number) => [...candidateJobsKey, 'mandatory', id] as const,
};

export const errorText = (error: unknown) =>
  error instanceof ApiError
    ? error.hasResponse
      ? (firstErrorMessage(error.data) ?? 'Something went wrong. Please try again.')
      : 'We could not reach the server. Check your connection and try again.'
    : 'Something went wrong. Please try again.';

export const mandatoryStatusQuery = () =>
  queryOptions({ queryKey: mandatoryKeys.status, queryFn: ({ signal }) => client.status(undefined, { signal }) });

export const mandatoryDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: mandatoryKeys.details(id),
    queryFn: ({ signal }) => client.details({ params: { id } }, { signal }),
  });

export function useSaveDetails(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: Partial<Record<MandatoryDetailField, string>>) =>
      client.saveDetails({ params: { id }, body: { details } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(mandatoryKeys.details(id), result);
      await queryClient.invalidateQueries({ queryKey: candidateJobsKey });
    },
  });
}

export function useUploadDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: MandatoryDocumentKind; file: File }) =>
      client.uploadDocument({ params: { id }, form: { kind, file } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateJobsKey }),
  });
}

/** One of the candidate's own documents, opened in a new tab (the read is recorded by the server). */
export async function openDocument(id: number, documentId: number) {
  const response = await callEndpoint<(typeof mandatorySchemas)['documentFile']>(
    mandatoryRoutes.documentFile,
    { params: { id, documentId } },
    { raw: true, accept: '*/*' },
  );
  const blob = await (response as unknown as Response).blob();
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
