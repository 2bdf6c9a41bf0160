// The bell's data (decision 032): the paged list, the unread count, marking
// read, e-mail preferences, and the live stream that keeps them current.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsRoutes } from '@talent/contracts/endpoints/notifications';
import type { notificationsSchemas } from '@talent/contracts/endpoints/notifications.schemas';
import type { EmailCategory } from '@talent/contracts/application-lifecycle';
import { endpointClient } from '../../../lib/api-client.ts';

const client = endpointClient<typeof notificationsSchemas>(notificationsRoutes);

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  preferences: ['notifications', 'email-preferences'] as const,
};

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => client.notifications({ query: { before: pageParam } }, { signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

export const unreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => client.unreadNotifications(undefined, { signal }),
  });

/** Asks the server with the api client's rules, so an expired access token is refreshed first. */
export const refreshUnread = () => client.unreadNotifications(undefined, { loading: false });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.readNotification({ params: { notificationId: id } }, { loading: false }),
    onSuccess: (result) => {
      queryClient.setQueryData(notificationKeys.unread, result);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.readAllNotifications(undefined, { loading: false }),
    onSuccess: (result) => {
      queryClient.setQueryData(notificationKeys.unread, result);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}

export const emailPreferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => client.emailPreferences(undefined, { signal }),
  });

export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { category: EmailCategory; enabled: boolean }) => client.updateEmailPreference({ body: input }),
    onSuccess: (result) => queryClient.setQueryData(notificationKeys.preferences, result),
  });
}
