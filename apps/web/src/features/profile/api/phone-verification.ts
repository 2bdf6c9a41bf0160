// Phone verification by one-time code (spec 02 §7 catalogue: /v2/otp/create/,
// /v1/otp/verify/). A checked code saves the number on the profile, so the
// answer is written into the cached profile and the profile is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '@talent/contracts/endpoints/auth';
import type { authSchemas } from '@talent/contracts/endpoints/auth.schemas';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentCandidateKeys } from '../../../lib/current-candidate.ts';
import { mergeIntoProfile } from './profile-mutations.ts';

export interface PhoneNumber {
  phone: string;
  phone_location: string;
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (number: PhoneNumber) =>
      callEndpoint<(typeof authSchemas)['createOtpV2']>(authRoutes.createOtpV2, { body: number }),
  });
}

export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneNumber & { otp: string }) =>
      callEndpoint<(typeof authSchemas)['verifyOtp']>(authRoutes.verifyOtp, { body: input }),
    onSuccess: (_answer, { phone, phone_location }) => {
      mergeIntoProfile(queryClient, { phone, phone_location, phone_verified: true });
      void queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });
    },
  });
}
