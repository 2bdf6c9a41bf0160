// What surrounds applying (spec 01 §4, §7; spec 02 §4): the Apply clicks on
// external jobs, the click of the screening e-mail's redirection page, the
// campaign event message, the prompt to answer pending screening questions,
// and the sets of extra application fields. The applications themselves are
// applications.service.ts.
import { Messages } from '@talent/contracts/messages';
import { eventMessageCampaign } from '@talent/contracts/apply-routing';
import { EMAIL_CLICK_REFERENCE, type MessageData } from '@talent/contracts/applications';
import { MAX_ID } from '@talent/contracts/paging';
import type { Db } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import { CUSTOM_FIELD_SETS, screeningPath, type JobCatalogue } from './application-views.ts';
import { pendingScreening, recordCampaignEvent, recordEmailClick, recordExternalClick } from './applications.repo.ts';
import { emailClickKey } from './email-click-links.ts';

export interface ApplicationTrafficDeps {
  db: Db;
  now: () => Date;
  urlSigner: ReturnType<typeof createUrlSigner>;
  jobs: JobCatalogue;
}

const CAMPAIGN_MESSAGES: Record<string, string> = {
  fastnext_T500:
    'Welcome to FastNext by Talent500: complete your profile and screening, and we fast-track you to interviews.',
  automated_: 'Thanks for answering our invitation. Complete your profile so we can match you with the right roles.',
};

export function createApplicationTrafficService(deps: ApplicationTrafficDeps) {
  const { db, jobs } = deps;

  async function trackExternal(candidateId: number, jobId: number) {
    const job = await jobs.jobDetails(jobId, null);
    if (!job) throw notFound();
    if (!job.is_external || !job.redirection_url)
      throw detailError(400, 'This job takes applications here, not on an external site.');
    if (!job.is_published) throw detailError(400, Messages.jobClosed);
    const click = await recordExternalClick(db, candidateId, jobId, deps.now());
    return { id: click.id, redirection_url: job.redirection_url };
  }

  /**
   * Decision 041: the click counts only with the link's signature, packed into
   * candidate_job_id (the spec's call) or sent beside it (earlier links); a bare
   * id is accepted like any well-formed call and records nothing. Whatever the
   * outcome the route answers 204, so the call tells nobody which applications exist.
   */
  async function emailClicked(click: { candidate_job_id: number | string; expires?: number; signature?: string }) {
    const now = deps.now();
    const packed =
      typeof click.candidate_job_id === 'string' ? EMAIL_CLICK_REFERENCE.exec(click.candidate_job_id) : null;
    const id = packed ? Number(packed[1]) : Number(click.candidate_job_id);
    const expires = packed ? Number(packed[2]) : click.expires;
    const signature = packed ? packed[3] : click.signature;
    if (!Number.isSafeInteger(id) || id > MAX_ID || !expires || !signature) return;
    if (!deps.urlSigner.verify(emailClickKey(id), expires, signature, now.getTime())) return;
    await recordEmailClick(db, id, now);
  }

  /** spec 01 §7: only 'fastnext_T500' and 'automated_…' campaigns have a message. */
  async function eventMessage(candidateId: number, utmCampaign: string) {
    const campaign = eventMessageCampaign(utmCampaign);
    if (!campaign) throw fieldErrors({ utm_campaign: 'No message for this campaign.' });
    await recordCampaignEvent(db, candidateId, campaign, deps.now());
    return { campaign, message: CAMPAIGN_MESSAGES[campaign]! };
  }

  async function messageData(candidateId: number): Promise<MessageData> {
    const pending = await pendingScreening(db, candidateId);
    if (!pending) return { title: null, message: null, link: null };
    const [job] = await jobs.cardsByIds([pending.jobId], null, { publishedOnly: false });
    return {
      title: 'Complete your application',
      message: `Answer a few questions for ${job?.title ?? 'your application'} to move it forward.`,
      link: screeningPath(pending),
    };
  }

  /** A set of extra application fields by its identifier; null when there is none. */
  const customFields = (identifier: string) => CUSTOM_FIELD_SETS[identifier] ?? null;

  return { trackExternal, emailClicked, eventMessage, messageData, customFields };
}

export type ApplicationTrafficService = ReturnType<typeof createApplicationTrafficService>;
