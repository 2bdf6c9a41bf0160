// A horizontal bar chart drawn as SVG (decision 048): one image whose label
// reads every value, and beside it the same numbers as a table, so nothing
// depends on seeing the drawing. No charting library: the company's figures
// need bars only.
import { useId } from 'react';
import styles from './bar-chart.module.css';

export interface BarRow {
  label: string;
  value: number;
  /** How the value reads ('12', '45%', '3.5 days'). */
  text: string;
}

const ROW = 28;
const LABEL_WIDTH = 132;
const WIDTH = 480;

export function BarChart({
  title,
  rows,
  head,
  unit,
  max,
  colour = '#1f5fbf',
}: {
  title: string;
  rows: BarRow[];
  /** The table's first column heading. */
  head: string;
  /** The table's value column heading. */
  unit: string;
  /** The value of a full bar (defaults to the largest value). */
  max?: number;
  colour?: string;
}) {
  const id = useId();
  const top = max ?? Math.max(1, ...rows.map((row) => row.value));
  const barSpace = WIDTH - LABEL_WIDTH - 64;
  const height = rows.length * ROW + 8;
  const summary = `${title}: ${rows.map((row) => `${row.label} ${row.text}`).join('; ')}.`;
  return (
    <figure className={styles.figure} aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      {rows.length === 0 ? (
        <p className={styles.none}>Nothing to show yet.</p>
      ) : (
        <>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${WIDTH} ${height}`}
            role="img"
            aria-label={summary}
            preserveAspectRatio="xMinYMin meet"
          >
            {rows.map((row, index) => {
              const y = index * ROW + 4;
              const width = top > 0 ? Math.max(row.value > 0 ? 2 : 0, (row.value / top) * barSpace) : 0;
              return (
                <g key={row.label}>
                  <text x={LABEL_WIDTH - 8} y={y + ROW / 2} className={styles.label} textAnchor="end">
                    {row.label.length > 20 ? `${row.label.slice(0, 19)}…` : row.label}
                  </text>
                  <rect x={LABEL_WIDTH} y={y + 4} width={width} height={ROW - 10} rx={3} fill={colour} />
                  <text x={LABEL_WIDTH + width + 6} y={y + ROW / 2} className={styles.value}>
                    {row.text}
                  </text>
                </g>
              );
            })}
          </svg>
          <details className={styles.numbers}>
            <summary>Show the numbers</summary>
            <table className={styles.table}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{head}</th>
                  <th scope="col">{unit}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
