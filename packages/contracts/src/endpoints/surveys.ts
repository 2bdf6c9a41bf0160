// Surveys (spec 02 §7 catalogue; decision 016) and the hiring team's paths that
// make and address them (decision 010).
import type { RouteTable } from '../endpoint.ts';

export const surveysRoutes = {
  fixedSurvey: { method: 'GET', path: '/1/survey_questions/', access: 'optional' },
  submitSurvey: { method: 'POST', path: '/submit_survey/', access: 'candidate' },
  candidateSurveyForms: { method: 'GET', path: '/candidate-survey-forms/', access: 'candidate' },
  surveyForm: { method: 'GET', path: '/survey-forms/', access: 'candidate' },
  surveyFormSubmission: { method: 'POST', path: '/survey-form-submission/', access: 'candidate' },

  hiringSurveys: { method: 'GET', path: '/hiring/survey-forms/', access: 'hiring' },
  createSurvey: { method: 'POST', path: '/hiring/survey-forms/', access: 'hiring' },
  sendSurvey: { method: 'POST', path: '/hiring/survey-forms/{surveyId}/send/', access: 'hiring' },
  surveyResponses: { method: 'GET', path: '/hiring/survey-forms/{surveyId}/responses/', access: 'hiring' },
} as const satisfies RouteTable;
