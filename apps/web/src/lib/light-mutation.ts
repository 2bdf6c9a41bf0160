// A mutation run straight through the query client's mutation cache, for the
// buttons of the public pages (save a job, create an alert): the same
// `Mutation` that `useMutation` builds — the client's default options, the
// cache's callbacks and then the options' own, retries, scopes — without
// TanStack Query's MutationObserver, which every public page would otherwise
// download before anyone presses anything (decision 052). It answers what the
// screens read of `useMutation`: `mutate` (stable, like `useMutation`'s) and
// `isPending` with the `variables` of the latest call.
import { useQueryClient, type MutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LightMutation<TVariables> {
  mutate: (variables: TVariables) => void;
  isPending: boolean;
  variables: TVariables | undefined;
}

export function useLightMutation<TData, TVariables>(
  options: MutationOptions<TData, Error, TVariables>,
): LightMutation<TVariables> {
  const queryClient = useQueryClient();
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });
  const calls = useRef(0);
  const [pending, setPending] = useState<{ variables: TVariables } | null>(null);
  const mutate = useCallback(
    (variables: TVariables) => {
      const call = ++calls.current;
      setPending({ variables });
      const mutation = queryClient.getMutationCache().build(queryClient, latestOptions.current);
      // like useMutation's mutate: a failure is the options' onError to show, never an unhandled rejection
      void mutation
        .execute(variables)
        .catch(() => undefined)
        .finally(() => {
          if (call === calls.current) setPending(null);
        });
    },
    [queryClient],
  );
  return { mutate, isPending: pending !== null, variables: pending?.variables };
}
