// spec 01 §4 job apply flow, callable from any screen (job pages, and the
// sign-in success handler when applying_to is set). The jobs feature
// implements it; until then it refuses loudly.
export interface ApplyContext {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The current query string (utm_source, utm_term, onboarding_skip …). */
  search: URLSearchParams;
}

export async function applyToJob(jobId: number, context: ApplyContext): Promise<void> {
  void context;
  throw new Error(`applyToJob(${jobId}) is not available yet`);
}
