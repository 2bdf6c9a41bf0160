// A horizontal bar chart (decision 048): each bar an SVG drawing, labels and
// values as text so they stay readable at any width; the whole is one image
// whose label reads every value, with the same numbers as a table, so nothing
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
  const summary = `${title}: ${rows.map((row) => `${row.label} ${row.text}`).join('; ')}.`;
  return (
    <figure className={styles.figure} aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      {rows.length === 0 ? (
        <p className={styles.none}>Nothing to show yet.</p>
      ) : (
        <>
          {/* one image to assistive technology: its label reads every value */}
          <div className={styles.chart} role="img" aria-label={summary}>
            {rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <span className={styles.label}>{row.label}</span>
                <svg className={styles.bar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                  <rect x="0" y="0" width="100" height="10" className={styles.track} />
                  <rect
                    x="0"
                    y="0"
                    width={top > 0 ? Math.max(row.value > 0 ? 1 : 0, (row.value / top) * 100) : 0}
                    height="10"
                    fill={colour}
                  />
                </svg>
                <span className={styles.value}>{row.text}</span>
              </div>
            ))}
          </div>
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
