// The offer letter: a template with {{placeholders}} filled per offer, and
// what a revision changed (decision 016). Letters are plain text, paragraphs
// separated by a blank line, so nothing needs sanitising and the PDF and the
// page show the same words.
import { OFFER_FIELD_LABELS, OfferMessages, type OfferChange } from '@talent/contracts/offers';
import { DEFAULT_DATE_LOCALE, formatDate, formatDateTime } from '@talent/contracts/date-format';
import { fieldErrors } from '../../lib/errors.ts';

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]{0,39})\s*\}\}/g;

export const placeholdersOf = (body: string) => [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1]!))];

/** 2027-03-01 → '1 Mar 2027' (the shared date style, decision 049). */
export const longDate = (isoDate: string) => formatDate(isoDate.slice(0, 10), { locale: DEFAULT_DATE_LOCALE });

/** An instant as the letter states it: '15 Mar 2027, 18:30 UTC'. */
export const longDateTime = (at: Date) => formatDateTime(at, { locale: DEFAULT_DATE_LOCALE, timeZone: 'UTC' });

export interface LetterTerms {
  candidateName: string;
  company: string;
  role: string;
  startDate: string;
  location: string;
  expiresAt: Date;
  fields: Record<string, string>;
}

/** Fills the template; a placeholder without a value is the hiring team's mistake: 400 naming it. */
export function renderLetter(template: string, terms: LetterTerms): string {
  const values: Record<string, string> = {
    ...terms.fields,
    candidate_name: terms.candidateName,
    company: terms.company,
    role: terms.role,
    start_date: longDate(terms.startDate),
    location: terms.location,
    expires_on: longDateTime(terms.expiresAt),
  };
  const missing = placeholdersOf(template).filter((name) => !values[name]?.trim());
  if (missing.length) throw fieldErrors({ fields: missing.map(OfferMessages.missingField) });
  return template
    .replace(PLACEHOLDER, (_m, name: string) => values[name]!.trim())
    .replace(/\r\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

interface VersionTerms {
  role: string;
  startDate: string;
  location: string;
  expiresAt: Date;
  letterText: string;
}

/** What the newer version changed: each term, and the letter's paragraphs removed and added. */
export function offerChanges(before: VersionTerms, after: VersionTerms): OfferChange[] {
  const changes: OfferChange[] = [];
  const term = (field: string, a: string, b: string) => {
    if (a !== b) changes.push({ field, label: OFFER_FIELD_LABELS[field] ?? field, before: a, after: b });
  };
  term('role', before.role, after.role);
  term('start_date', longDate(before.startDate), longDate(after.startDate));
  term('location', before.location, after.location);
  term('expires_at', longDateTime(before.expiresAt), longDateTime(after.expiresAt));
  const old = paragraphsOf(before.letterText);
  const now = paragraphsOf(after.letterText);
  const removed = old.filter((p) => !now.includes(p));
  const added = now.filter((p) => !old.includes(p));
  if (removed.length || added.length) {
    changes.push({
      field: 'letter_text',
      label: OFFER_FIELD_LABELS.letter_text!,
      before: removed.join('\n\n'),
      after: added.join('\n\n'),
    });
  }
  return changes;
}
