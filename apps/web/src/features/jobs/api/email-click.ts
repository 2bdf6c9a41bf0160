// The redirection page's click report (spec 02 §6): no token; the e-mail
// link's signature is what lets the server record the click.
import { applicationsRoutes } from '@talent/contracts/endpoints/applications';
import type { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { callEndpoint } from '../../../lib/api-client.ts';

export interface SignedEmailClick {
  candidate_job_id: number;
  expires: number;
  signature: string;
}

/** The signed click of the page's query, or null when the link carries none. */
export function signedEmailClick(params: URLSearchParams): SignedEmailClick | null {
  const id = Number(params.get('candidate_job_id'));
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
