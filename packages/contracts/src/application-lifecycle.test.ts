// The lifecycle model (decision 031) agrees with itself: for every state the
// candidate's label, explanation, allowed actions and board column, and every
// transition names states and actors that exist.
import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMNS,
  CANDIDATE_ACTIONS,
  CLOSED_STATES,
  LIFECYCLE,
  LIFECYCLE_ACTORS,
  LIFECYCLE_STATES,
  OPEN_STATES,
  TRANSITIONS,
  TRANSITION_NAMES,
  CANDIDATE_STEPS,
  CANDIDATE_STEP_NAMES,
  STATE_REQUEST_DONE,
  boardColumnOf,
  candidateView,
  canWithdraw,
  findTransition,
  stateTone,
} from './application-lifecycle.ts';
import { APPLICATION_STAGE_LABELS, FINAL_STAGES } from './application-timeline.ts';
import { MOVABLE_STAGES } from './hiring.ts';

describe.each(LIFECYCLE_STATES)('state %s', (state) => {
  const def = LIFECYCLE[state];

  it('has a label and a one-sentence explanation', () => {
    expect(def.label.length).toBeGreaterThan(2);
    expect(def.explanation).toMatch(/^[A-Z].*\.$/);
    // one sentence: no full stop before the end
    expect(def.explanation.slice(0, -1)).not.toMatch(/\.\s+[A-Z]/);
  });

  it('offers Withdraw exactly while open, and only known actions', () => {
    expect(def.candidateActions.includes('withdraw')).toBe(def.open);
    expect(canWithdraw(state)).toBe(def.open);
    for (const action of def.candidateActions) expect(CANDIDATE_ACTIONS).toContain(action);
    if (!def.open) expect(def.candidateActions).toEqual([]);
  });

  it('sits in one board column: closed states in Hired or Closed, open ones elsewhere', () => {
    expect(BOARD_COLUMNS).toContain(boardColumnOf(state));
    if (state === 'hired') expect(def.column).toBe('hired');
    else if (!def.open) expect(def.column).toBe('closed');
    else expect(['hired', 'closed']).not.toContain(def.column);
  });

  it('reads the same everywhere: timeline labels and final stages come from the model', () => {
    expect(APPLICATION_STAGE_LABELS[state]).toBe(def.label);
    expect(FINAL_STAGES.includes(state)).toBe(!def.open);
    expect(stateTone(state) === 'closed').toBe(!def.open && state !== 'hired');
  });

  it('asks something of the candidate exactly when its notice is action-required', () => {
    const asks = def.candidateActions.some((action) => action !== 'withdraw');
    expect(def.notice?.category === 'action_required').toBe(asks);
  });

  it('can be left when open and is reached by some transition (applied by applying)', () => {
    const leaves = TRANSITION_NAMES.some((name) => TRANSITIONS[name].from.includes(state));
    expect(leaves || state === 'hired' || state === 'withdrawn').toBe(true);
    const reached = TRANSITION_NAMES.some((name) => TRANSITIONS[name].to.includes(state));
    expect(reached).toBe(true);
  });
});

describe('transitions', () => {
  it.each(TRANSITION_NAMES)('%s names known states and actors', (name) => {
    const def = TRANSITIONS[name];
    for (const state of [...def.from, ...def.to]) expect(LIFECYCLE_STATES).toContain(state);
    for (const actor of def.actors) expect(LIFECYCLE_ACTORS).toContain(actor);
    expect(def.action).toMatch(/^[a-z_]+$/);
    expect(def.summary).toMatch(/\.$/);
  });

  it('every open state can be rejected, withdrawn and hired; no closed state can', () => {
    for (const state of OPEN_STATES) {
      expect(findTransition('reject', state, 'rejected', 'hiring')).not.toBeNull();
      expect(findTransition('withdraw', state, 'withdrawn', 'candidate')).not.toBeNull();
      expect(findTransition('hire', state, 'hired', 'hiring')).not.toBeNull();
    }
    for (const state of CLOSED_STATES) {
      expect(findTransition('reject', state, 'rejected', 'hiring')).toBeNull();
      expect(findTransition('withdraw', state, 'withdrawn', 'candidate')).toBeNull();
      expect(findTransition('hire', state, 'hired', 'hiring')).toBeNull();
    }
  });

  it('refuses the wrong actor and a move to the same state', () => {
    expect(findTransition('withdraw', 'applied', 'withdrawn', 'hiring')).toBeNull();
    expect(findTransition('reject', 'applied', 'rejected', 'candidate')).toBeNull();
    expect(findTransition('move', 'screening', 'screening', 'hiring')).toBeNull();
  });

  it('the board moves between the review stages the model names', () => {
    expect([...MOVABLE_STAGES]).toEqual([...TRANSITIONS.move.to]);
  });
});

describe('a state whose request is done (decision 046)', () => {
  it('names every candidate step once', () => {
    expect([...CANDIDATE_STEP_NAMES].sort()).toEqual(Object.keys(CANDIDATE_STEPS).sort());
  });

  it.each(Object.entries(STATE_REQUEST_DONE))('%s: reads done, keeps Withdraw and asks nothing more', (state, done) => {
    const from = state as keyof typeof LIFECYCLE;
    const view = candidateView(from, [done!.step]);
    expect(view.label).not.toBe(LIFECYCLE[from].label);
    expect(view.explanation).toMatch(/^[A-Z].*\.$/);
    expect(view.candidateActions).toEqual(['withdraw']);
    expect(stateTone(from, [done!.step])).toBe('open');
    expect(stateTone(from)).toBe('action');
    // other steps change nothing
    expect(candidateView(from, ['screening_submitted'])).toEqual(candidateView(from));
  });

  it('documents complete no longer reads Documents needed', () => {
    expect(candidateView('documents', ['documents_completed']).label).toBe('Documents complete');
    expect(candidateView('documents').label).toBe('Documents needed');
  });
});
