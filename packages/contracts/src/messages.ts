// The user-facing texts of the specification, word for word. Client and server
// both import them so a message is never retyped (spec 01 §5, §8; spec 02 §5, §8).

import { FORBIDDEN_SYMBOLS_MESSAGE, SESSION_EXPIRED_MESSAGE } from './request-checks.ts';

export const Messages = {
  passwordRule:
    'Password should contain minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character @$!%*?&',
  passwordMismatch: 'New password do not match',
  /** Not in the spec: a signed-in user without a hiring-team membership (decision 010). */
  hiringTeamOnly: 'This page is for hiring-team members only.',
  /** Not in the spec: more searches waiting than the server answers in a few seconds (decision 055). */
  searchBusy: 'Search is busy right now. Please try again in a moment.',
  // with the checks every page makes, so that a first visit does not carry this list (decision 052)
  forbiddenSymbols: FORBIDDEN_SYMBOLS_MESSAGE,
  phone: 'Phone no must be of 10 numeric digits',
  onboardingMissingFields: 'Some Fields are missing.Please fill them',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  tooManyAttempts: 'Too many attempts. Please, try again later.',
  somethingWrongLater: 'Something went wrong, Please try again later.',
  somethingWrongLaterNoDot: 'Something went wrong, Please try again later',
  cannotProcess: 'Cannot process the request, Please try again later.',
  logoutFailed: 'Something went wrong. Please try again.',
  changePasswordNoResponse: 'Unable to process the request, Try again later',
  passwordChanged: 'Password changed successfully',
  oops: 'Oops, something went wrong!',
  linkExpired: 'The link is expired',
  passwordResetDone: 'Your Password has been reset successfully',
  passwordSetDone: 'Your Password has been set successfully',
  forgotPasswordSent:
    'You will receive a password reset email with instructions shortly, if an account exists for the email provided.',
  jobApplicationSuccessful: 'Job application successful!',
  serverIssue:
    'Hi there! We are currently facing a server issue and we regret the inconvenience caused. Please try again after sometime.',
  genericError: 'Error has occurred. Please try again.',
  dataUpdated: 'Data updated successfully.',
  employmentAdded: 'Employment added successfully.',
  employmentUpdated: 'Employment updated successfully.',
  qualificationAdded: 'Qualification added successfully.',
  qualificationUpdated: 'Qualification updated successfully.',
  saveJobFailed: 'Failed to save job. Please try again.',
  firstLoginGreeting: (name: string) => `Hooray! You're on your way, ${name}`,
  resumeInvalidType: 'Please select a valid file type (PDF, DOC, or DOCX)',
  resumeTooLarge: 'File size must be less than 10MB',
  resumeNoFile: 'No file provided for analysis',
  analysisFailed: (status: number, statusText: string, body: string) =>
    `Analysis failed: ${status} ${statusText} - ${body}`,
  analysisFailedGeneric: 'Failed to analyze resume. Please try again.',
  exportNoContent: 'No content to export',
  exportPopupBlocked: 'Unable to open print window. Please check your popup blocker settings.',
  exportFailed: 'Failed to export PDF',
  fileViewerNoLink: 'No file link found',
  fileViewerUnsupported: 'Unsupported file type',
  leavePageTitle: 'Leave this page',
  leavePageText: 'Are you sure want to leave this page ? All unsaved information will be lost',
  leavePageConfirm: 'Leave this page',
  leavePageCancel: 'Cancel',
  // Not in the spec: our own wording, kept here so every screen says the same.
  notFound: 'Not found.',
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  businessEmail: 'Please enter your business email address.',
  invalidUrl: 'Enter a valid URL.',
  invalidLinkedIn: 'Enter a valid LinkedIn profile URL (https://www.linkedin.com/in/…).',
  invalidDecimal: 'Enter a number with up to two decimals.',
  invalidYears: 'Enter years of experience with up to two digits and two decimals.',
  invalidUuid: 'Enter a valid identifier.',
  richTextEmpty: 'This field may not be blank.',
  authRequired: 'Authentication credentials were not provided.',
  invalidToken: 'Given token not valid for any token type',
  serverError: 'A server error occurred.',
  /** Not in the spec: text with a NUL or another control character (decision 014). */
  controlCharacters: 'This value must not contain control characters.',
  /** Not in the spec: a lone UTF-16 surrogate or bytes that are not UTF-8 in a value (decision 033). */
  illFormedUnicode: 'This value must be valid Unicode text (UTF-8, no lone surrogates).',
  /** Not in the spec: a PDF with scripts, launch actions or a web page inside (decision 033). */
  activePdf:
    'This PDF contains scripts or actions, which we do not accept. Save it as a plain PDF (for example with “Print to PDF”) and upload it again.',
  /** Not in the spec: a request body whose bytes are not UTF-8 (decision 033). */
  bodyNotUtf8: 'The request body is not valid UTF-8 text.',
  /** Not in the spec: a body nested deeper than any form (decision 014). */
  tooDeeplyNested: 'The request body is nested too deeply.',
  /** Not in the spec: a JSON body that does not parse (decision 014). */
  malformedJson: 'The request body is not valid JSON.',
  /** Not in the spec: a multipart form without a boundary or cut off (decision 014). */
  malformedMultipart: 'The form upload is malformed or incomplete.',
  /** Not in the spec: applying to, or saving, a job that was unpublished. */
  jobClosed: 'This job is no longer accepting applications.',
  /** Not in the spec: a second application to one job. */
  alreadyApplied: 'You have already applied to this job.',
  /** Not in the spec: applying here to a job that takes applications elsewhere. */
  jobIsExternal: 'This job takes applications on the company’s own site.',
  /** Not in the spec: a required screening question left blank. */
  screeningAnswerRequired: 'Please answer every question.',
  /** Not in the spec: a job alert with neither a keyword nor a filter. */
  alertNeedsCriterion: 'Choose at least a keyword or a filter for the alert.',
  /** Not in the spec: screening answers sent a second time. */
  screeningAlreadySubmitted: 'You have already answered the screening for this application.',
  /** Not in the spec: screening answers for a withdrawn application. */
  applicationWithdrawn: 'This application was withdrawn.',
  /** Not in the spec: screening answers for an application that needs none. */
  screeningNotNeeded: 'This application needs no screening answers.',
} as const;
