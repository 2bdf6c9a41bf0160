// The forms that reach a person (decision 023): contact messages, enterprise
// enquiries and leads are stored and announced to the operators' address
// through the queue (sent after commit); the newsletter is double opt-in with
// an unsubscribe link in every mail. A filled honeypot is answered like a
// success and nothing is kept; every form is rate limited per address.
import { ContentMessages, HONEYPOT_FIELD, type ContactForm } from '@talent/contracts/content';
import { countryLabel } from '@talent/contracts/countries';
import type { Db } from '../../db/client.ts';
import { detailError, tooManyAttempts } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { digestToken, randomToken } from '../../lib/tokens.ts';
import * as repo from './forms.repo.ts';

export interface FormsDeps {
  db: Db;
  limiter: RateLimiter;
  operatorEmail: string;
  publicUrl: string;
  brand: string;
  /** Submissions per address and window, for each form. */
  limitPerAddress: number;
  windowSeconds: number;
}

export type EnquirySource = 'enterprise-form' | 'talent-services' | 'lead-toaster' | 'campaign';

export interface Enquiry {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  country?: string;
  team_size?: string;
  message?: string;
  campaign?: string | undefined;
  [HONEYPOT_FIELD]?: string | undefined;
}

const SOURCE_LABEL: Record<EnquirySource, string> = {
  'enterprise-form': 'Enterprise enquiry',
  'talent-services': 'Talent-services enquiry',
  'lead-toaster': 'Lead',
  campaign: 'Campaign enquiry',
};

const isBot = (form: { [HONEYPOT_FIELD]?: string | undefined }) => Boolean(form[HONEYPOT_FIELD]?.trim());

export function createFormsService(deps: FormsDeps) {
  const { db } = deps;
  async function limit(form: string, address: string) {
    const decision = await deps.limiter.hit(`form:${form}:${address}`, deps.limitPerAddress, deps.windowSeconds);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  }
  const link = (path: string) => new URL(path, `${deps.publicUrl}/`).href;

  return {
    async contact(form: ContactForm, address: string) {
      await limit('contact', address);
      if (isBot(form)) return { detail: ContentMessages.contactSent };
      await db.transaction(async (tx) => {
        await repo.insertContactMessage(tx, form);
        await enqueueEmail(tx, {
          to: deps.operatorEmail,
          subject: `Contact: ${form.subject}`,
          text: `${form.name} <${form.email}> wrote through the contact form:\n\n${form.message}\n`,
        });
      });
      return { detail: ContentMessages.contactSent };
    },

    async enquiry(source: EnquirySource, form: Enquiry, address: string) {
      await limit('enquiry', address);
      const detail = source === 'lead-toaster' ? ContentMessages.leadSent : ContentMessages.enquirySent;
      if (isBot(form)) return { detail };
      const lines = [
        `Name: ${form.name || '—'}`,
        `E-mail: ${form.email}`,
        form.company ? `Company: ${form.company}` : '',
        form.phone ? `Phone: ${form.phone}` : '',
        form.country ? `Country: ${countryLabel(form.country)}` : '',
        form.team_size ? `Team size: ${form.team_size}` : '',
        form.campaign ? `Campaign: ${form.campaign}` : '',
        form.message ? `\n${form.message}` : '',
      ].filter(Boolean);
      await db.transaction(async (tx) => {
        await repo.insertEnquiry(tx, {
          source,
          name: form.name,
          email: form.email,
          company: form.company ?? '',
          phone: form.phone ?? '',
          country: form.country ?? '',
          teamSize: form.team_size ?? '',
          message: form.message ?? '',
          campaign: form.campaign ?? null,
        });
        await enqueueEmail(tx, {
          to: deps.operatorEmail,
          subject: `${SOURCE_LABEL[source]}: ${form.company || form.email}`,
          text: `${lines.join('\n')}\n`,
        });
      });
      return { detail };
    },

    /** Double opt-in: a pending row and a confirmation mail; an address already confirmed is told nothing new. */
    async subscribe(form: { email: string; [HONEYPOT_FIELD]?: string | undefined }, address: string) {
      await limit('subscribe', address);
      if (isBot(form)) return { detail: ContentMessages.subscribePending };
      const confirm = randomToken();
      const unsubscribe = randomToken();
      await db.transaction(async (tx) => {
        const status = await repo.upsertPendingSubscription(tx, {
          email: form.email,
          confirmTokenHash: digestToken(confirm),
          unsubscribeTokenHash: digestToken(unsubscribe),
        });
        if (status === 'confirmed') return;
        const confirmLink = link(`/users/subscribe/?confirm=${confirm}`);
        const unsubscribeLink = link(`/users/subscribe/?unsubscribe=${unsubscribe}`);
        await enqueueEmail(tx, {
          to: form.email,
          subject: `Confirm your ${deps.brand} newsletter subscription`,
          text: `Someone (we hope you) asked to receive the ${deps.brand} newsletter at this address.\n\nConfirm: ${confirmLink}\n\nIf it was not you, ignore this mail and nothing happens.\nUnsubscribe: ${unsubscribeLink}\n`,
        });
      });
      return { detail: ContentMessages.subscribePending };
    },

    async confirmSubscription(token: string) {
      if (!(await repo.confirmSubscriptionByTokenHash(db, digestToken(token))))
        throw detailError(400, ContentMessages.linkInvalid);
      return { detail: ContentMessages.subscribeConfirmed };
    },

    async unsubscribe(token: string) {
      if (!(await repo.unsubscribeByTokenHash(db, digestToken(token))))
        throw detailError(400, ContentMessages.linkInvalid);
      return { detail: ContentMessages.unsubscribed };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
