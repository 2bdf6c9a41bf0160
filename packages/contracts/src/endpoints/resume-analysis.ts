// The resume analyzer (spec 02 §7): on the analyzer's base address, which is
// the product's own server or the standalone analyzer; no token.
import type { RouteTable } from '../endpoint.ts';

export const resumeAnalysisRoutes = {
  analyzeResume: { method: 'POST', path: '/v1/analyze_resume', access: 'public' },
} as const satisfies RouteTable;
