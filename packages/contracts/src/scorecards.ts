// Scorecards (decision 043): per job, attributes in groups, each rated on a
// 4-point scale with a note, and an overall recommendation. Each interviewer
// submits one per application; colleagues' cards stay hidden from a member
// assigned to the application until they have submitted their own, so
// opinions do not anchor each other (structured hiring).
import { z } from 'zod';
import { freeText, requiredText } from './fields.ts';

export const RATINGS = [1, 2, 3, 4] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Record<Rating, string> = {
  1: 'Poor',
  2: 'Weak',
  3: 'Good',
  4: 'Excellent',
};

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** Ratings this far apart (or recommendations on both sides of yes/no) are a disagreement. */
export const DISAGREEMENT_SPREAD = 2;

export const ScorecardMessages = {
  alreadySubmitted: 'You have already submitted your scorecard for this application.',
  unknownAttribute: 'Rate the attributes of this scorecard only.',
  missingRating: 'Rate every attribute.',
  duplicateAttribute: 'Each attribute appears once.',
} as const;

const attributeName = requiredText(80);

export const ScorecardGroupSchema = z.object({
  name: requiredText(60),
  attributes: z.array(attributeName).min(1).max(12),
});
export type ScorecardGroup = z.infer<typeof ScorecardGroupSchema>;

export const ScorecardTemplateInputSchema = z.object({ groups: z.array(ScorecardGroupSchema).min(1).max(8) }).refine(
  ({ groups }) => {
    const keys = groups.flatMap((group) => group.attributes.map((attribute) => `${group.name}/${attribute}`));
    return new Set(keys).size === keys.length;
  },
  { message: ScorecardMessages.duplicateAttribute, path: ['groups'] },
);
export type ScorecardTemplateInput = z.input<typeof ScorecardTemplateInputSchema>;

export const ScorecardTemplateSchema = z.object({
  job_id: z.number().int(),
  groups: z.array(ScorecardGroupSchema),
  /** false: the default card, until the team saves one for the job. */
  customised: z.boolean(),
});
export type ScorecardTemplate = z.infer<typeof ScorecardTemplateSchema>;

/** The card a job starts with (Greenhouse-like defaults). */
export const DEFAULT_SCORECARD_GROUPS: ScorecardGroup[] = [
  { name: 'Skills', attributes: ['Technical depth', 'Problem solving'] },
  { name: 'Communication', attributes: ['Clarity', 'Listening'] },
  { name: 'Working together', attributes: ['Collaboration', 'Ownership'] },
];

export const RatingInputSchema = z.object({
  group: requiredText(60),
  attribute: attributeName,
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  note: freeText(1000).default(''),
});

export const ScorecardInputSchema = z.object({
  ratings: z.array(RatingInputSchema).min(1).max(96),
  recommendation: z.enum(RECOMMENDATIONS),
  note: freeText(4000).default(''),
});
export type ScorecardInput = z.input<typeof ScorecardInputSchema>;

export const ScorecardSchema = z.object({
  id: z.number().int(),
  member: z.object({ member_id: z.number().int(), name: z.string() }),
  ratings: z.array(z.object({ group: z.string(), attribute: z.string(), rating: z.number().int(), note: z.string() })),
  recommendation: z.enum(RECOMMENDATIONS),
  note: z.string(),
  submitted_at: z.string(),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

export const ScorecardSummarySchema = z.object({
  submitted: z.array(
    z.object({ member_id: z.number().int(), name: z.string(), recommendation: z.enum(RECOMMENDATIONS) }),
  ),
  /** Members assigned to the application who have not submitted yet. */
  pending: z.array(z.object({ member_id: z.number().int(), name: z.string() })),
  recommendations_disagree: z.boolean(),
  disagreements: z.array(
    z.object({
      group: z.string(),
      attribute: z.string(),
      ratings: z.array(z.object({ name: z.string(), rating: z.number().int() })),
    }),
  ),
});
export type ScorecardSummary = z.infer<typeof ScorecardSummarySchema>;

export const ApplicationScorecardsSchema = z.object({
  template: ScorecardTemplateSchema,
  mine: ScorecardSchema.nullable(),
  /** The caller may submit one (assigned, or a recruiter/admin who has not yet). */
  can_submit: z.boolean(),
  /** Hidden until the caller submits theirs: colleagues' cards and the summary are null. */
  hidden: z.boolean(),
  others: z.array(ScorecardSchema).nullable(),
  summary: ScorecardSummarySchema.nullable(),
  /** How many colleagues submitted (shown even while hidden). */
  submitted_count: z.number().int(),
});
export type ApplicationScorecards = z.infer<typeof ApplicationScorecardsSchema>;
