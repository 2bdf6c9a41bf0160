// Offers and pay (CTC) letters: queries and mutations through the endpoint
// table (decision 010). Answering one refreshes the candidate's applications
// and their timelines, which sit under the shared candidate-jobs key.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { offersRoutes } from '@talent/contracts/endpoints/offers';
import type { offersSchemas } from '@talent/contracts/endpoints/offers.schemas';
import type { CtcLetter, Offer } from '@talent/contracts/offers';
import { callEndpoint, endpointClient } from '../../../lib/api-client.ts';
import { candidateJobsKey } from '../../../lib/query-client.ts';
import { analytics } from '../../../lib/analytics.ts';
import { saveResponseAs } from '../../../lib/save-file.ts';

const client = endpointClient<typeof offersSchemas>(offersRoutes);

export const offerKeys = {
  all: ['offers'] as const,
  offers: ['offers', 'list'] as const,
  offer: (id: number) => ['offers', 'offer', id] as const,
  letters: ['offers', 'ctc-list'] as const,
  letter: (id: number) => ['offers', 'ctc', id] as const,
  reasons: ['offers', 'reasons'] as const,
};

export const offersQuery = () =>
  queryOptions({ queryKey: offerKeys.offers, queryFn: ({ signal }) => client.offers(undefined, { signal }) });
export const offerQuery = (id: number) =>
  queryOptions({
    queryKey: offerKeys.offer(id),
    queryFn: ({ signal }) => client.offer({ params: { offerId: id } }, { signal }),
  });
export const ctcLettersQuery = () =>
  queryOptions({ queryKey: offerKeys.letters, queryFn: ({ signal }) => client.ctcLetters(undefined, { signal }) });
export const ctcLetterQuery = (id: number) =>
  queryOptions({
    queryKey: offerKeys.letter(id),
    queryFn: ({ signal }) => client.ctcLetter({ params: { ctcId: id } }, { signal }),
  });
export const declineReasonsQuery = () =>
  queryOptions({
    queryKey: offerKeys.reasons,
    queryFn: ({ signal }) => client.offerRejectionList(undefined, { signal }),
    staleTime: Infinity,
  });

function useAnswer<I, R extends Offer | CtcLetter>(
  send: (input: I) => Promise<R>,
  key: (id: number) => readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      queryClient.setQueryData(key(result.id), result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidateJobsKey }),
      ]);
    },
  });
}

export const useAcceptOffer = () =>
  useAnswer(async (body: { offer_id: number; version: number }) => {
    const answer = await client.acceptOffer({ body });
    analytics.track('Offer Accepted', { offer_id: body.offer_id, version: body.version });
    return answer;
  }, offerKeys.offer);
export const useDeclineOffer = () =>
  useAnswer(
    (body: { offer_id: number; reason: string; note?: string }) => client.declineOffer({ body }),
    offerKeys.offer,
  );
export const useAcceptCtc = () => useAnswer((body: { ctc_id: number }) => client.acceptCtc({ body }), offerKeys.letter);
export const useDeclineCtc = () =>
  useAnswer((body: { ctc_id: number; reason: string; note?: string }) => client.declineCtc({ body }), offerKeys.letter);

/** Downloads a letter's PDF (made on the server) with the session's token, as a file. */
export async function downloadLetterPdf(kind: 'offer' | 'ctc', id: number, filename: string) {
  const response = (await callEndpoint(
    kind === 'offer' ? offersRoutes.offerPdf : offersRoutes.ctcPdf,
    { params: kind === 'offer' ? { offerId: id } : { ctcId: id } },
    { raw: true, accept: 'application/pdf' },
  )) as unknown as Response;
  await saveResponseAs(response, filename);
}
