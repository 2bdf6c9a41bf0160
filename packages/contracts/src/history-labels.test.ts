import { describe, expect, it } from 'vitest';
import { LIFECYCLE_STATES } from './application-lifecycle.ts';
import { TimelineSubjectSchema } from './application-timeline.ts';
import { HISTORY_SUBJECT_LABELS, historyEventLabel } from './history-labels.ts';

const kinds = TimelineSubjectSchema.shape.kind.options;

describe('history event labels', () => {
  it('give every kind of event its own label', () => {
    expect(Object.keys(HISTORY_SUBJECT_LABELS).sort()).toEqual([...kinds].sort());
    const labels = kinds.map((kind) => HISTORY_SUBJECT_LABELS[kind]);
    expect(new Set(labels).size).toBe(kinds.length);
    for (const label of labels) expect(label.trim()).not.toBe('');
  });

  it('name an event after what it is about, not the stage it happened in', () => {
    expect(historyEventLabel({ stage: 'ctc', subject_kind: 'survey' })).toBe('Survey');
    expect(historyEventLabel({ stage: 'ctc', subject_kind: 'ctc' })).toBe('Pay (CTC) letter');
    expect(historyEventLabel({ stage: 'offer', subject_kind: 'assessment' })).toBe('Assessment');
  });

  it('name an event without a subject after the stage it entered, every stage distinctly', () => {
    const labels = LIFECYCLE_STATES.map((stage) => historyEventLabel({ stage, subject_kind: null }));
    expect(new Set(labels).size).toBe(LIFECYCLE_STATES.length);
    expect(historyEventLabel({ stage: 'hired', subject_kind: null })).toBe('Hired');
  });
});
