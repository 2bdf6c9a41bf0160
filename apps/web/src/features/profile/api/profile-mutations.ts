// Every change to the candidate's profile, as mutation hooks on the one
// profile key (lib/current-candidate.ts). Each success writes what the server
// answered into the cached profile the way spec 02 §4 describes (experience:
// append without duplicates, replace by id, remove by id; qualifications: the
// same in the education or certificates list, a transfer moving the item
// across), then invalidates the key so the server's completeness and signed
// links come back fresh. A failed call rejects before the cache is touched,
// so the data stays as it was.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** Merges changed fields into the cached profile (the user object field by field). */
export function mergeIntoProfile(
  queryClient: QueryClient,
  changes: CandidatePatchResponse | Partial<CandidateProfile>,
) {
  queryClient.setQueryData<CandidateProfile>(currentCandidateKeys.all, (current) => {
    if (!current) return current;
    const { user, ...rest } = changes;
    return { ...current, ...rest, user: { ...current.user, ...(user ?? {}) } } as CandidateProfile;
  });
}

function patchLists(queryClient: QueryClient, update: (profile: CandidateProfile) => Partial<CandidateProfile>) {
  queryClient.setQueryData<CandidateProfile>(currentCandidateKeys.all, (current) =>
    current ? { ...current, ...update(current) } : current,
  );
}

const refresh = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });

// ------------------------------------------------------------ profile fields

/**
 * PATCH /v2/users/candidate/ (spec 01 §7: 5000 ms timeout). `refresh: false`
 * is for a step that also changes the status: it refreshes once both are
 * saved, so a reload started in between cannot bring the old status back.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: CandidatePatchInput; refresh?: boolean }) =>
      api.patchJson<CandidatePatchResponse>('/v2/users/candidate/', body, {
        timeoutMs: PROFILE_UPDATE_TIMEOUT_MS,
        loading: true,
        // a skill's years are picked from '0'–'9' and '>9', not typed (spec 02 §3)
        optionFields: ['exp_years'],
      }),
    onSuccess: (changed, { refresh: again }) => {
      mergeIntoProfile(queryClient, changed);
      if (again !== false) refresh(queryClient);
    },
  });
}

export function useSetOnboardingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: string) =>
      api.patchJson<OnboardingStatusResponse>('/users/onboarding_status/', { status }, { loading: true }),
    onSuccess: (result) => mergeIntoProfile(queryClient, { back_page: result.back_page, user: result }),
  });
}

// ------------------------------------------------------------ experience

const experienceBase = (candidateId: number) => `/users/candidate/${candidateId}/experience/`;

export function useAddExperience(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExperienceInput) =>
      api.postJson<Experience>(experienceBase(candidateId), body, { loading: true }),
    onSuccess: (created) => {
      patchLists(queryClient, (p) => ({
        experience: [...p.experience.filter((item) => item.id !== created.id), created],
      }));
      refresh(queryClient);
    },
  });
}

export function useUpdateExperience(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<ExperienceInput> }) =>
      api.patchJson<Experience>(`${experienceBase(candidateId)}${id}`, body, { loading: true }),
    onSuccess: (updated, { id }) => {
      patchLists(queryClient, (p) => ({ experience: p.experience.map((item) => (item.id === id ? updated : item)) }));
      refresh(queryClient);
    },
  });
}

export function useDeleteExperience(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) =>
      api.deleteWithBody(`${experienceBase(candidateId)}${jobId}`, { jobId }, { loading: true }),
    onSuccess: (_answer, jobId) => {
      patchLists(queryClient, (p) => ({ experience: p.experience.filter((item) => item.id !== jobId) }));
      refresh(queryClient);
    },
  });
}

// ------------------------------------------------------------ education and certificates

const listOf = (item: Pick<Qualification, 'qualification_type'>) =>
  item.qualification_type === 'certificate' ? ('certificates' as const) : ('education' as const);

/** spec 02 §5: qualification_type and country are dropped and duration_start is null before sending. */
export function educationPayload<T extends Partial<QualificationInput>>(form: T) {
  const { qualification_type: _type, country: _country, ...rest } = form;
  return { ...rest, duration_start: null };
}

export function useAddQualification(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: QualificationInput) =>
      api.postJson<Qualification>(`/users/candidate/${candidateId}/education/`, educationPayload(form), {
        loading: true,
      }),
    onSuccess: (created) => {
      const list = listOf(created);
      patchLists(queryClient, (p) => ({ [list]: [...p[list].filter((item) => item.id !== created.id), created] }));
      refresh(queryClient);
    },
  });
}

/**
 * An update; when the type crosses between degree and certificate the item
 * leaves one list for the other. A transfer is an update of the type alone.
 */
export function useUpdateQualification(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ previous, form }: { previous: Qualification; form: Partial<QualificationInput> }) =>
      api.patchJson<Qualification>(`/users/candidate/${candidateId}/education/${previous.id}`, educationPayload(form), {
        loading: true,
      }),
    onSuccess: (updated, { previous }) => {
      const from = listOf(previous);
      const to = listOf(updated);
      patchLists(queryClient, (p) =>
        from === to
          ? { [to]: p[to].map((item) => (item.id === updated.id ? updated : item)) }
          : {
              [from]: p[from].filter((item) => item.id !== previous.id),
              [to]: [...p[to].filter((item) => item.id !== updated.id), updated],
            },
      );
      refresh(queryClient);
    },
  });
}

/** The update that moves an item between degrees and certificates. */
export const transferOf = (item: Qualification) => ({
  previous: item,
  form: { education_type: item.qualification_type === 'certificate' ? 'degree' : 'certificate' } as const,
});

export function useDeleteQualification(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Qualification) =>
      api.deleteWithBody(
        `/users/candidate/${candidateId}/${item.qualification_type === 'certificate' ? 'certificate' : 'education'}/${item.id}`,
        { educationId: item.id },
        { loading: true },
      ),
    onSuccess: (_answer, item) => {
      const list = listOf(item);
      patchLists(queryClient, (p) => ({ [list]: p[list].filter((q) => q.id !== item.id) }));
      refresh(queryClient);
    },
  });
}

// ------------------------------------------------------------ files

/** POST /v2/users/candidate/document/ with the file under its profile field name. */
export function useUploadDocument(field: DocumentField) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api.postMultipart<CandidatePatchResponse>('/v2/users/candidate/document/', { [field]: file }, { loading: true }),
    onSuccess: (changed) => {
      mergeIntoProfile(queryClient, changed);
      refresh(queryClient);
    },
  });
}

/** File deletion sends a form field named field (spec 02 §7). */
export function useDeleteDocument(field: DocumentField) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.deleteWithBody<CandidatePatchResponse>(
        '/v2/users/candidate/document/',
        { field },
        { form: true, loading: true },
      ),
    onSuccess: (changed) => {
      mergeIntoProfile(queryClient, changed);
      refresh(queryClient);
    },
  });
}
