// The board (decision 048): a column per lifecycle board column with its
// count; an empty column collapses and opens again from the keyboard, and the
// choice outlives the page.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BOARD_COLUMNS } from '@talent/contracts/application-lifecycle';
import type { PipelineApplicant } from '@talent/contracts/hiring';
import { columnCounts, PipelineBoard } from './pipeline-board.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const applicant = (id: number, name: string, stage: PipelineApplicant['stage']) =>
  ({ id, name, stage }) as PipelineApplicant;

const results = [applicant(1, 'Kavya Raman', 'offer_accepted'), applicant(2, 'Arjun Rao', 'ctc')];
const counts = { offer_accepted: 1, offer: 2, ctc: 1 };
const board = () =>
  render(<PipelineBoard counts={counts} results={results} card={(a) => <li key={a.id}>{a.name}</li>} />);

describe('the hiring board', () => {
  it('sums the states of a column and shows one column per board column', () => {
    expect(columnCounts(counts)).toMatchObject({ offer: 3, pay_letter: 1, applied: 0 });
    board();
    const region = screen.getByRole('region', { name: 'Applicants by stage' });
    expect(within(region).getAllByRole('region')).toHaveLength(BOARD_COLUMNS.length);
    const offer = screen.getByRole('region', { name: 'Offer, 3 applicants' });
    expect(within(offer).getByText('Kavya Raman')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pay letter, 1 applicant' })).toBeTruthy();
  });

  it('opens an empty column from the keyboard and remembers it', async () => {
    const user = userEvent.setup();
    board();
    const toggle = screen.getByRole('button', { name: /^Interview \(empty\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(screen.getByRole('region', { name: 'Interview, 0 applicants' })).getByText('No applicants.'),
    ).toBeTruthy();
    cleanup();
    board();
    expect(screen.getByRole('button', { name: /^Interview \(empty\)/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /^Hired \(empty\)/ }).getAttribute('aria-expanded')).toBe('false');
  });
});
