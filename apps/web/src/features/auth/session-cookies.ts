// Cookies of the verify-link flow (spec 01 §4 session start step 1): set when
// a visit starts, removed when the session ends.
export const TEMP_TOKEN_COOKIE = 'tempToken';
export const IDENTIFIER_COOKIE = 'identifier';
export const REDIRECT_PATH_COOKIE = 'redirect_path';
