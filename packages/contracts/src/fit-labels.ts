// The words of the fit (decision 038) a page shows: the factors' names and
// the reasons for 'not for me'. No zod here: the public job pages read these,
// and the schemas stay out of their first download.
export const FIT_FACTORS = ['skills', 'experience', 'location', 'salary', 'notice'] as const;
export type FitFactorName = (typeof FIT_FACTORS)[number];

export const FIT_FACTOR_LABELS: Record<FitFactorName, string> = {
  skills: 'Skills',
  experience: 'Experience',
  location: 'Location',
  salary: 'Salary',
  notice: 'Notice period',
};

/** Why a candidate set a job aside; the next list reads it (decision 038). */
export const NOT_FOR_ME_REASONS = {
  wrong_role: 'Not the kind of role I want',
  too_junior: 'Too junior for me',
  too_senior: 'Too senior for me',
  location: 'Wrong place',
  company: 'Not this company',
  salary: 'Pay too low',
  other: 'Something else',
} as const;
export type NotForMeReason = keyof typeof NOT_FOR_ME_REASONS;
