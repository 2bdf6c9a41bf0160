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
import { candidatesRoutes } from '@talent/contracts/endpoints/candidates';
import type { candidatesSchemas } from '@talent/contracts/endpoints/candidates.schemas';
import type {
  CandidatePatchInput,
  CandidatePatchResponse,
  CandidateProfile,
  DocumentField,
  ExperienceInput,
  Qualification,
  QualificationInput,
} from '@talent/contracts/profile';
import { callEndpoint, endpointClient } from '../../../lib/api-client.ts';
import { currentCandidateKeys } from '../../../lib/current-candidate.ts';

/** The profile's calls, typed from the endpoint table. */
export const candidatesApi = endpointClient<typeof candidatesSchemas>(candidatesRoutes);

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
      candidatesApi.updateProfile(
        { body },
        {
          timeoutMs: PROFILE_UPDATE_TIMEOUT_MS,
          loading: true,
          // a skill's years are picked from '0'–'9' and '>9', not typed (spec 02 §3)
          optionFields: ['exp_years'],
        },
      ),
    onSuccess: (changed, { refresh: again }) => {
      mergeIntoProfile(queryClient, changed);
      if (again !== false) refresh(queryClient);
    },
  });
}

export function useSetOnboardingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: string) => candidatesApi.setOnboardingStatus({ body: { status } }, { loading: true }),
    onSuccess: (result) => mergeIntoProfile(queryClient, { back_page: result.back_page, user: result }),
  });
}

// ------------------------------------------------------------ experience

export function useAddExperience(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExperienceInput) =>
      candidatesApi.addExperience({ params: { candidateID: candidateId }, body }, { loading: true }),
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
      candidatesApi.updateExperience({ params: { candidateID: candidateId, id }, body }, { loading: true }),
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
      candidatesApi.deleteExperience(
        { params: { candidateID: candidateId, jobId }, body: { jobId } },
        { loading: true },
      ),
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
      candidatesApi.addQualification(
        { params: { candidateID: candidateId }, body: educationPayload(form) },
        { loading: true },
      ),
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
      candidatesApi.updateQualification(
        { params: { candidateID: candidateId, id: previous.id }, body: educationPayload(form) },
        { loading: true },
      ),
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
      (item.qualification_type === 'certificate' ? candidatesApi.deleteCertificate : candidatesApi.deleteEducation)(
        { params: { candidateID: candidateId, id: item.id }, body: { educationId: item.id } },
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
    mutationFn: (file: File) => candidatesApi.uploadDocument({ form: { [field]: file } }, { loading: true }),
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
      // the field goes as a form, not JSON (spec 02 §7)
      callEndpoint<(typeof candidatesSchemas)['deleteDocument']>(
        candidatesRoutes.deleteDocument,
        { form: { field } },
        { loading: true },
      ),
    onSuccess: (changed) => {
      mergeIntoProfile(queryClient, changed);
      refresh(queryClient);
    },
  });
}
