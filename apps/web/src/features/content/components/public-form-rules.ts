// The checks of the public forms (spec 02 §5): the first broken rule's message
// per field. They and their texts load when a form is first sent, not with
// the page that shows it (decision 052).
import { Messages } from '@talent/contracts/messages';
import { hasForbiddenSymbols, isBusinessEmail, isValidEmail } from '@talent/contracts/validators';
import type { Rule } from './use-public-form.ts';

export { Messages };

/** The first broken rule's message, or undefined. */
export function check(value: string, rules: readonly Rule[]): string | undefined {
  const text = value.trim();
  for (const rule of rules) {
    if (rule === 'required' && !text) return Messages.required;
    if (rule === 'email' && text && !isValidEmail(text)) return Messages.invalidEmail;
    if (rule === 'businessEmail' && text && !isBusinessEmail(text))
      return isValidEmail(text) ? Messages.businessEmail : Messages.invalidEmail;
    if (rule === 'text' && hasForbiddenSymbols(value)) return Messages.forbiddenSymbols;
  }
  return undefined;
}
