// The candidate profile as GET /v3/users/candidate/ returns it (spec 01 §3,
// spec 02 §3). The shell relies on the fields below; the profile feature
// extends the schema with every section.
import { z } from 'zod';

export const ProfileUserSchema = z.object({
  email: z.string(),
  onboarding_status: z.string(),
  onboarding_complete: z.boolean(),
  back_page: z.string().nullable(),
  email_verified: z.boolean(),
  password_change_required: z.boolean(),
  using_default_password: z.boolean(),
  login_count: z.number().int(),
});
export type ProfileUser = z.infer<typeof ProfileUserSchema>;

export const CandidateProfileCoreSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  profile_image_link: z.string().nullable(),
  resume_link: z.string().nullable(),
  country_code: z.string(),
  campaign: z.string().nullable(),
  is_take_two_candidate: z.boolean(),
  candidate_onboarding_segmentation: z.number().int(),
  back_page: z.string().nullable(),
  user: ProfileUserSchema,
});
export type CandidateProfileCore = z.infer<typeof CandidateProfileCoreSchema>;
