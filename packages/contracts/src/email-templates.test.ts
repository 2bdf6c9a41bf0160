// Placeholders of e-mail templates (decision 047): filled per applicant,
// paragraphs split on blank lines, and a name a kind may not use found.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_KINDS,
  renderTemplate,
  unknownPlaceholders,
} from './email-templates.ts';

describe('e-mail templates', () => {
  it('fills placeholders (spaces inside the braces allowed) and splits paragraphs', () => {
    expect(
      renderTemplate('Dear {{ candidate_first_name }},\n\n  The {{job_title}} role.\n \nBye', {
        candidate_first_name: 'Kavya',
        job_title: 'Chef',
      }),
    ).toEqual(['Dear Kavya,', 'The Chef role.', 'Bye']);
  });

  it.each([
    ['rejection', 'See {{interview_link}}', ['interview_link']],
    ['rejection', '{{nickname}} and {{nickname}} and {{job_title}}', ['nickname']],
    ['interview_invitation', 'Pick: {{interview_link}}', []],
    ['offer_cover_note', 'Read: {{offer_link}} {{interview_link}}', ['interview_link']],
  ] as const)('%s: %s names %j', (kind, text, unknown) => {
    expect(unknownPlaceholders(kind, text)).toEqual(unknown);
  });

  it('every default uses only its own placeholders', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS)
      expect(unknownPlaceholders(kind, DEFAULT_EMAIL_TEMPLATES[kind])).toEqual([]);
  });
});
