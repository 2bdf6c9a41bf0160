// The redirection page's click report (spec 02 §6): no token. The e-mail
// link's candidate_job_id is a signed reference (decision 041), which alone
// lets the server record the click; earlier links carry the signature beside it.
import { EMAIL_CLICK_REFERENCE } from '@talent/contracts/applications';
import { applicationsRoutes } from '@talent/contracts/endpoints/applications';
import type { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { callEndpoint } from '../../../lib/api-client.ts';

export type SignedEmailClick =
  { candidate_job_id: string } | { candidate_job_id: number; expires: number; signature: string };

/** The signed click of the page's query, or null when the link carries none. */
export function signedEmailClick(params: URLSearchParams): SignedEmailClick | null {
  const reference = params.get('candidate_job_id') ?? '';
  if (EMAIL_CLICK_REFERENCE.test(reference)) return { candidate_job_id: reference };
  const id = Number(reference);
  const expires = Number(params.get('expires'));
  const signature = params.get('signature');
  if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(expires) || expires <= 0 || !signature) return null;
  return { candidate_job_id: id, expires, signature };
}

export const recordEmailClick = (click: SignedEmailClick) =>
  callEndpoint<(typeof applicationsSchemas)['emailClick']>(
    applicationsRoutes.emailClick,
    { body: click },
    { auth: false, handle: false },
  );
