// The team's calls (decision 017): members, invitations and the activity log,
// and the invitation link's preview, acceptance and joining.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi, hiringKeys, own } from '../../../api/workspace-api.ts';

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: [...hiringKeys.all, 'invitation', token],
    queryFn: () => hiringApi.invitation({ params: { token } }, own),
    retry: false,
    enabled: token.length >= 16,
  });

export const acceptInvitation = (token: string, body: { first_name: string; last_name: string; password: string }) =>
  hiringApi.acceptInvitation({ params: { token }, body }, own);

export const joinInvitation = (token: string) => hiringApi.joinInvitation({ params: { token } }, own);

interface Handlers {
  onSuccess: () => unknown;
  onError: (error: Error) => void;
}

/** Each change refreshes every workspace query (members, invitations, activity). */
function useTeamMutation<I>(mutationFn: (input: I) => Promise<unknown>, { onSuccess, onError }: Handlers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await onSuccess();
      await queryClient.invalidateQueries({ queryKey: hiringKeys.all });
    },
    onError,
  });
}

export const useInviteMember = (handlers: Handlers) =>
  useTeamMutation((email: string) => hiringApi.inviteMember({ body: { email } }, own), handlers);

export const useRemoveMember = (handlers: Handlers) =>
  useTeamMutation((memberId: number) => hiringApi.removeMember({ params: { memberId } }, own), handlers);

export const useRevokeInvitation = (handlers: Handlers) =>
  useTeamMutation((invitationId: number) => hiringApi.revokeInvitation({ params: { invitationId } }, own), handlers);
