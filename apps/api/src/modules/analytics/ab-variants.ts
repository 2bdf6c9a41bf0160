// A/B variants (spec 01 §3, §9): each new candidate gets a
// candidate_onboarding_segmentation variant once, at account creation, drawn
// by the configured weights and kept on the candidate (sticky). With testing
// disabled every candidate gets the default variant 0.
import { DEFAULT_AB_VARIANT } from '@talent/contracts/analytics';

export interface AbConfig {
  AB_TESTING: boolean;
  /** Weight of variant i at index i; all zero or empty means the default variant. */
  AB_VARIANT_WEIGHTS: number[];
}

export type PickVariant = () => number;

export function createVariantPicker(config: AbConfig, random: () => number = Math.random): PickVariant {
  const weights = config.AB_VARIANT_WEIGHTS;
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!config.AB_TESTING || total <= 0) return () => DEFAULT_AB_VARIANT;
  return () => {
    let draw = random() * total;
    for (const [variant, weight] of weights.entries()) {
      if (draw < weight) return variant;
      draw -= weight;
    }
    return weights.length - 1;
  };
}
