// Self-screening (spec 02 §7 catalogue, nine paths) and the hiring team's side
// of it: video questions, interview slots, reading answers (decision 015).
import type { RouteTable } from '../endpoint.ts';

export const screeningRoutes = {
  consentShow: {
    method: 'GET',
    path: '/candidate_jobs/{candidateJobId}/screening_consent_show_v2/',
    access: 'candidate',
  },
  consentUpdate: {
    method: 'POST',
    path: '/candidate_jobs/{candidateJobId}/update_screening_consent_v2/',
    access: 'candidate',
  },
  deviceCheck: {
    method: 'POST',
    path: '/candidate_jobs/{candidateJobId}/screening_consent_device_v2/',
    access: 'candidate',
  },
  questionList: {
    method: 'GET',
    path: '/candidate_jobs/screening_interview_question_list_v2/{candidateJobId}/',
    access: 'candidate',
  },
  followUp: {
    method: 'GET',
    path: '/selfscreening-followup-question/{jobApplicationId}/{questionId}/',
    access: 'candidate',
  },
  startUpload: {
    method: 'POST',
    path: '/candidate_jobs/{candidateJobId}/screening_video_upload_v2/',
    access: 'candidate',
  },
  uploadState: {
    method: 'GET',
    path: '/candidate_jobs/{candidateJobId}/screening_video_upload_v2/{uploadId}/',
    access: 'candidate',
  },
  uploadChunk: {
    method: 'PUT',
    path: '/candidate_jobs/{candidateJobId}/screening_video_upload_v2/{uploadId}/',
    access: 'candidate',
  },
  completeUpload: {
    method: 'POST',
    path: '/candidate_jobs/{candidateJobId}/screening_video_upload_v2/{uploadId}/complete/',
    access: 'candidate',
  },
  availableSlots: { method: 'GET', path: '/candidate_jobs/available_self_screening_slots/', access: 'candidate' },
  schedule: {
    method: 'POST',
    path: '/candidate_jobs/{candidateJobId}/schedule_self_screening/',
    access: 'candidate',
  },
  complete: {
    method: 'POST',
    path: '/candidate_jobs/{candidateJobId}/complete_self_screening/',
    access: 'candidate',
  },

  hiringQuestions: { method: 'GET', path: '/hiring/jobs/{jobId}/self-screening/questions/', access: 'hiring' },
  hiringCreateQuestion: { method: 'POST', path: '/hiring/jobs/{jobId}/self-screening/questions/', access: 'hiring' },
  hiringSlots: { method: 'GET', path: '/hiring/jobs/{jobId}/interview-slots/', access: 'hiring' },
  hiringCreateSlot: { method: 'POST', path: '/hiring/jobs/{jobId}/interview-slots/', access: 'hiring' },
  hiringSelfScreening: {
    method: 'GET',
    path: '/hiring/applications/{applicationId}/self-screening/',
    access: 'hiring',
  },
  hiringAnswerVideo: { method: 'GET', path: '/hiring/self-screening/answers/{answerId}/video/', access: 'hiring' },
} as const satisfies RouteTable;
