// The job's board (decision 031): one column per board column of the
// lifecycle model, not one per state, each with its count. An empty column
// can be collapsed to a narrow strip and opened again (a button, so the
// keyboard reaches it); the choice is remembered in the browser. When the
// columns do not fit, the board says so and shades the edge that hides more.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  BOARD_COLUMNS,
  BOARD_COLUMN_LABELS,
  boardColumnOf,
  type BoardColumn,
} from '@talent/contracts/application-lifecycle';
import type { PipelineApplicant } from '@talent/contracts/hiring';
import { counted } from '@talent/contracts/plurals';
import styles from './pipeline-board.module.css';

const STORAGE_KEY = 'hire.board.collapsed';

function readCollapsed(): Partial<Record<BoardColumn, boolean>> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Partial<Record<BoardColumn, boolean>>) : {};
  } catch {
    return {};
  }
}

/** Applicants per board column, from the per-state counts of the whole job. */
export function columnCounts(counts: Record<string, number>): Record<BoardColumn, number> {
  const totals = Object.fromEntries(BOARD_COLUMNS.map((column) => [column, 0])) as Record<BoardColumn, number>;
  for (const [state, n] of Object.entries(counts)) {
    const column = boardColumnOf(state as Parameters<typeof boardColumnOf>[0]);
    if (column) totals[column] += n;
  }
  return totals;
}

export function PipelineBoard({
  counts,
  results,
  card,
}: {
  counts: Record<string, number>;
  results: PipelineApplicant[];
  card: (applicant: PipelineApplicant) => ReactNode;
}) {
  const totals = columnCounts(counts);
  const [choices, setChoices] = useState(readCollapsed);
  const [edges, setEdges] = useState({ left: false, right: false });
  const scroller = useRef<HTMLDivElement>(null);

  // an empty column starts collapsed unless the member opened it; a column with applicants is always open
  const collapsed = (column: BoardColumn) => totals[column] === 0 && (choices[column] ?? true);
  const toggle = (column: BoardColumn) => {
    const next = { ...choices, [column]: !collapsed(column) };
    setChoices(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // private mode: the choice lasts for this page only
    }
  };

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () =>
      setEdges({
        left: element.scrollLeft > 1,
        right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [choices, results.length]);

  const scrolls = edges.left || edges.right;
  return (
    <div className={styles.wrap}>
      {scrolls && (
        <p className={styles.note} id="board-scroll-note">
          More stages than fit: scroll the board sideways, or focus it and use the arrow keys (more to the{' '}
          {[edges.left && 'left', edges.right && 'right'].filter(Boolean).join(' and ')}).
        </p>
      )}
      <div className={styles.frame} data-more-left={edges.left || undefined} data-more-right={edges.right || undefined}>
        {/* focusable so the sideways scroll works from the keyboard */}
        <div
          ref={scroller}
          className={styles.board}
          role="region"
          aria-label="Applicants by stage"
          aria-describedby={scrolls ? 'board-scroll-note' : undefined}
          tabIndex={0}
        >
          {BOARD_COLUMNS.map((column) => {
            const label = BOARD_COLUMN_LABELS[column];
            const shut = collapsed(column);
            const cards = results.filter((applicant) => boardColumnOf(applicant.stage) === column);
            const howMany = counted(totals[column], 'applicant', 'applicants');
            return (
              <section
                key={column}
                className={shut ? `${styles.column} ${styles.collapsed}` : styles.column}
                aria-label={`${label}, ${howMany}`}
                data-column={column}
              >
                <h2 className={styles.head}>
                  {totals[column] === 0 ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={!shut}
                      aria-label={`${label} (empty): ${shut ? 'expand' : 'collapse'}`}
                      onClick={() => toggle(column)}
                    >
                      <span className={styles.name}>{label}</span>
                      <span className={styles.count}>0</span>
                    </button>
                  ) : (
                    <>
                      <span className={styles.name}>{label}</span>
                      <span className={styles.count} aria-hidden="true">
                        {totals[column]}
                      </span>
                    </>
                  )}
                </h2>
                {!shut &&
                  (cards.length ? (
                    <ul className={styles.cards}>{cards.map(card)}</ul>
                  ) : (
                    <p className={styles.empty}>{totals[column] ? 'None match the filters.' : 'No applicants.'}</p>
                  ))}
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
