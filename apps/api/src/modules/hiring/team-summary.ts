// The application's history as the hiring team reads it (decision 017). The
// timeline's one recorder writes each event once, in the candidate's words
// (decision 016: 'You applied…', 'Saffron Foods made you an offer…'); the
// workspace shows the same events told about the candidate, by name.

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The verb after 'you' as it goes with a name: 'you were selected' → 'Kavya Raman was selected'. */
const THIRD_PERSON: Record<string, string> = { were: 'was', are: 'is', have: 'has', do: 'does', "don't": "doesn't" };
const agree = (rest: string) => rest.replace(/^(\S+)/, (verb) => THIRD_PERSON[verb] ?? verb);

/** Applies `change` to the words of a summary, never inside a quoted title (“…”). */
const outsideQuotes = (text: string, change: (part: string) => string) =>
  text
    .split(/(“[^”]*”)/)
    .map((part) => (part.startsWith('“') ? part : change(part)))
    .join('');

/** One event's summary for the team: the candidate by name instead of 'you', the team's own acts without a subject. */
export function teamSummary(summary: string, candidateName: string, companyName: string): string {
  const name = candidateName.trim() || 'the candidate';
  const possessive = `${name}’s`;
  const third = (text: string) =>
    outsideQuotes(text, (part) => part.replace(/\byour\b/gi, possessive).replace(/\byou\b/gi, name));
  // the candidate's acts: 'You applied for …', 'You declined the offer. Reason: …'
  if (summary.startsWith('You ')) {
    const rest = agree(summary.slice(4));
    return capitalize(`${name} ${outsideQuotes(rest, (part) => part.replace(/\byour\b/g, 'their'))}`);
  }
  // moves: 'Your application moved to the assessment stage.'
  if (summary.startsWith('Your ')) return capitalize(third(summary));
  // the team's acts: 'Saffron Foods made you an offer for …', 'The hiring team reviewed your …'
  for (const subject of [companyName ? `${companyName} ` : null, 'The hiring team ', 'The team ']) {
    if (subject && summary.startsWith(subject)) return capitalize(third(summary.slice(subject.length)));
  }
  return third(summary);
}
