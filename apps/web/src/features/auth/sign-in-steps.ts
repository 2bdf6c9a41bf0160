// What a sign-in may have to do that belongs to another feature: spec 01 §4
// 'Sign-in success' step 1 applies to the job the visitor was applying to.
// Features do not import each other (decision 012), so the app provides the
// step (app/layout/root-layout.tsx) and the auth forms read it from here.
import { createContext, useContext } from 'react';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface SignInSteps {
  /** The jobs feature's apply flow; rejects with the failed call's ApiError. */
  applyToJob: (jobId: number, context: { navigate: Navigate; search: URLSearchParams }) => Promise<void>;
}

export const SignInStepsContext = createContext<SignInSteps | null>(null);

export function useSignInSteps(): SignInSteps {
  const steps = useContext(SignInStepsContext);
  if (!steps) throw new Error('SignInStepsContext is not provided: the app layout provides it.');
  return steps;
}
