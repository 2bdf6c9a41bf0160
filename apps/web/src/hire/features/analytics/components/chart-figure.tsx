// A chart with its caption, for the workspace's charting screens (recharts,
// loaded only by the lazy chunks that draw charts). The drawing is one image
// with a summary for screen readers; each screen shows the same numbers as text.
import { useId, type ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import styles from './chart-figure.module.css';

// distinguishable colours with 3:1 contrast on white (WCAG 1.4.11)
export const CHART_COLOURS = ['#1f5fbf', '#b3471d', '#2e7d32', '#7b3fa0', '#8a6d00', '#00838f', '#c2185b', '#455a64'];

export function ChartFigure({
  title,
  summary,
  height,
  children,
}: {
  title: string;
  summary: string;
  height?: number;
  children: ReactElement;
}) {
  const id = useId();
  return (
    <figure className={styles.figure} aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      <div className={styles.chart} role="img" aria-label={summary} style={height ? { height } : undefined}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
