// Moving between onboarding steps keeps redirect_url, where the candidate is
// headed once onboarding is done (spec 01 §4 post-apply redirects).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { currentCandidateKeys } from '../../../lib/current-candidate.ts';

export function useStepNavigation() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirectUrl = params.get('redirect_url');
  const go = (path: string) => {
    navigate(redirectUrl ? `${path}?${new URLSearchParams({ redirect_url: redirectUrl })}` : path);
    void queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });
  };
  return { redirectUrl, go };
}
