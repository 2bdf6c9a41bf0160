import { describe, expect, it } from 'vitest';
import { teamSummary } from './team-summary.ts';

const said = (summary: string) => teamSummary(summary, 'Farah Khan', 'Saffron Foods');

describe('the history as the team reads it', () => {
  it('names the candidate where the candidate reads “you”', () => {
    expect(said('You applied for Kitchen Lead.')).toBe('Farah Khan applied for Kitchen Lead.');
    expect(said('You accepted the offer for Kitchen Lead (version 1).')).toBe(
      'Farah Khan accepted the offer for Kitchen Lead (version 1).',
    );
    expect(said('You declined the pay (CTC) letter. Reason: Too low.')).toBe(
      'Farah Khan declined the pay (CTC) letter. Reason: Too low.',
    );
    expect(said('Your application moved to the assessment stage.')).toBe(
      'Farah Khan’s application moved to the assessment stage.',
    );
  });

  it('makes the verb agree with the name', () => {
    expect(said('You were selected. The hiring team asks for a few details and documents.')).toBe(
      'Farah Khan was selected. The hiring team asks for a few details and documents.',
    );
    expect(said('You are hired.')).toBe('Farah Khan is hired.');
    expect(said('You have an offer.')).toBe('Farah Khan has an offer.');
  });

  it('tells the team’s own acts without naming the company', () => {
    expect(said('Saffron Foods made you an offer for Kitchen Lead.')).toBe(
      'Made Farah Khan an offer for Kitchen Lead.',
    );
    expect(said('Saffron Foods sent you a pay (CTC) letter.')).toBe('Sent Farah Khan a pay (CTC) letter.');
    expect(said('Saffron Foods withdrew the offer.')).toBe('Withdrew the offer.');
    expect(said('The hiring team reviewed your coding assessment “Menu costing”.')).toBe(
      'Reviewed Farah Khan’s coding assessment “Menu costing”.',
    );
    expect(said('The team decided not to take your application further.')).toBe(
      'Decided not to take Farah Khan’s application further.',
    );
  });

  it('leaves quoted titles and neutral events as they are', () => {
    expect(said('Saffron Foods asked you to answer a survey: “Did you enjoy your interview?”.')).toBe(
      'Asked Farah Khan to answer a survey: “Did you enjoy your interview?”.',
    );
    expect(said('You answered the survey “Did you enjoy your interview?”.')).toBe(
      'Farah Khan answered the survey “Did you enjoy your interview?”.',
    );
    expect(said('The offer expired without an answer.')).toBe('The offer expired without an answer.');
    expect(teamSummary('You withdrew the application.', ' ', 'Saffron Foods')).toBe(
      'The candidate withdrew the application.',
    );
  });
});
