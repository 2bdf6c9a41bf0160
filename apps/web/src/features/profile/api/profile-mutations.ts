// The full candidate profile and every change to it, shared by the onboarding
// steps and the profile view. Each call patches the cached profile the way
// spec 02 §4 describes (experience: append without duplicates, replace by id,
// remove by id; qualifications: the same in the education or certificates
// list, a transfer moving the item across), then invalidates currentCandidateKeys.all
// so the server's completeness and signed links come back fresh. A failed call
// throws before touching the cache, so the data stays as it was.
import { PROFILE_UPDATE_TIMEOUT_MS } from '@talent/contracts/constants';
import type {
  CandidatePatchInput,
  CandidatePatchResponse,
  CandidateProfile,
  DocumentField,
  Experience,
  ExperienceInput,
  OnboardingStatusResponse,
  Qualification,
  QualificationInput,
} from '@talent/contracts/profile';
import { api } from '../../../lib/api-client.ts';
import { currentCandidateKeys } from '../../../lib/current-candidate.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Merges changed fields into the cached profile (the user object field by field). */
export function mergeIntoProfile(changes: CandidatePatchResponse | Partial<CandidateProfile>) {
  queryClient.setQueryData<CandidateProfile>(currentCandidateKeys.all, (current) => {
    if (!current) return current;
    const { user, ...rest } = changes;
    return { ...current, ...rest, user: { ...current.user, ...(user ?? {}) } } as CandidateProfile;
  });
}

function patchLists(update: (profile: CandidateProfile) => Partial<CandidateProfile>) {
  queryClient.setQueryData<CandidateProfile>(currentCandidateKeys.all, (current) =>
    current ? { ...current, ...update(current) } : current,
  );
}

const refresh = () => queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });

// ------------------------------------------------------------ profile fields

/** PATCH /v2/users/candidate/ (spec 01 §7: 5000 ms timeout). */
export async function updateProfile(
  body: CandidatePatchInput,
  options: { refresh?: boolean } = {},
): Promise<CandidatePatchResponse> {
  const changed = await api.patchJson<CandidatePatchResponse>('/v2/users/candidate/', body, {
    timeoutMs: PROFILE_UPDATE_TIMEOUT_MS,
    loading: true,
    // a skill's years are picked from '0'–'9' and '>9', not typed (spec 02 §3)
    optionFields: ['exp_years'],
  });
  mergeIntoProfile(changed);
  // a step that also changes the status refreshes once both are saved, so a
  // reload started in between cannot bring the old status back
  if (options.refresh !== false) void refresh();
  return changed;
}

export async function setOnboardingStatus(status: string): Promise<OnboardingStatusResponse> {
  const result = await api.patchJson<OnboardingStatusResponse>(
    '/users/onboarding_status/',
    { status },
    { loading: true },
  );
  mergeIntoProfile({ back_page: result.back_page, user: result });
  return result;
}

// ------------------------------------------------------------ experience

const experienceBase = (candidateId: number) => `/users/candidate/${candidateId}/experience/`;

export async function addExperience(candidateId: number, body: ExperienceInput): Promise<Experience> {
  const created = await api.postJson<Experience>(experienceBase(candidateId), body, { loading: true });
  patchLists((p) => ({ experience: [...p.experience.filter((item) => item.id !== created.id), created] }));
  void refresh();
  return created;
}

export async function updateExperience(
  candidateId: number,
  id: number,
  body: Partial<ExperienceInput>,
): Promise<Experience> {
  const updated = await api.patchJson<Experience>(`${experienceBase(candidateId)}${id}`, body, { loading: true });
  patchLists((p) => ({ experience: p.experience.map((item) => (item.id === id ? updated : item)) }));
  void refresh();
  return updated;
}

export async function deleteExperience(candidateId: number, jobId: number): Promise<void> {
  await api.deleteWithBody(`${experienceBase(candidateId)}${jobId}`, { jobId }, { loading: true });
  patchLists((p) => ({ experience: p.experience.filter((item) => item.id !== jobId) }));
  void refresh();
}

// ------------------------------------------------------------ education and certificates

const listOf = (item: Pick<Qualification, 'qualification_type'>) =>
  item.qualification_type === 'certificate' ? ('certificates' as const) : ('education' as const);

/** spec 02 §5: qualification_type and country are dropped and duration_start is null before sending. */
export function educationPayload<T extends Partial<QualificationInput>>(form: T) {
  const { qualification_type: _type, country: _country, ...rest } = form;
  return { ...rest, duration_start: null };
}

export async function addQualification(candidateId: number, form: QualificationInput): Promise<Qualification> {
  const created = await api.postJson<Qualification>(
    `/users/candidate/${candidateId}/education/`,
    educationPayload(form),
    { loading: true },
  );
  const list = listOf(created);
  patchLists((p) => ({ [list]: [...p[list].filter((item) => item.id !== created.id), created] }));
  void refresh();
  return created;
}

/** An update; when the type crosses between degree and certificate the item leaves one list for the other. */
export async function updateQualification(
  candidateId: number,
  previous: Qualification,
  form: Partial<QualificationInput>,
): Promise<Qualification> {
  const updated = await api.patchJson<Qualification>(
    `/users/candidate/${candidateId}/education/${previous.id}`,
    educationPayload(form),
    { loading: true },
  );
  const from = listOf(previous);
  const to = listOf(updated);
  patchLists((p) =>
    from === to
      ? { [to]: p[to].map((item) => (item.id === updated.id ? updated : item)) }
      : {
          [from]: p[from].filter((item) => item.id !== previous.id),
          [to]: [...p[to].filter((item) => item.id !== updated.id), updated],
        },
  );
  void refresh();
  return updated;
}

export function transferQualification(candidateId: number, item: Qualification) {
  return updateQualification(candidateId, item, {
    education_type: item.qualification_type === 'certificate' ? 'degree' : 'certificate',
  });
}

export async function deleteQualification(candidateId: number, item: Qualification): Promise<void> {
  const segment = item.qualification_type === 'certificate' ? 'certificate' : 'education';
  await api.deleteWithBody(
    `/users/candidate/${candidateId}/${segment}/${item.id}`,
    { educationId: item.id },
    { loading: true },
  );
  const list = listOf(item);
  patchLists((p) => ({ [list]: p[list].filter((q) => q.id !== item.id) }));
  void refresh();
}

// ------------------------------------------------------------ files

/** POST /v2/users/candidate/document/ with the file under its profile field name. */
export async function uploadDocument(field: DocumentField, file: File): Promise<CandidatePatchResponse> {
  const changed = await api.postMultipart<CandidatePatchResponse>(
    '/v2/users/candidate/document/',
    { [field]: file },
    { loading: true },
  );
  mergeIntoProfile(changed);
  void refresh();
  return changed;
}

/** File deletion sends a form field named field (spec 02 §7). */
export async function deleteDocument(field: DocumentField): Promise<CandidatePatchResponse> {
  const changed = await api.deleteWithBody<CandidatePatchResponse>(
    '/v2/users/candidate/document/',
    { field },
    { form: true, loading: true },
  );
  mergeIntoProfile(changed);
  void refresh();
  return changed;
}
