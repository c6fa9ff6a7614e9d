import { axis, largest, type MonthlyComparison } from "@/lib/modules/dashboard/chart-scale";
import styles from "./year-comparison-chart.module.css";

// A bar chart of twelve months, last year's bar beside this year's, drawn on the server as SVG so the
// dashboard stays free of scripts. What the picture says is also said in words (the year to date
// against the same months of last year), and every figure is in a table behind a disclosure, so the
// picture itself is hidden from screen readers.

const WIDTH = 360;
const HEIGHT = 200;
const LEFT = 44;
const BOTTOM = 20;
const TOP = 8;
const PLOT_WIDTH = WIDTH - LEFT - 4;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const GROUP = PLOT_WIDTH / 12;
const BAR = (GROUP - 6) / 2;

export type YearComparisonChartProps = {
  id: string;
  title: string;
  /** the picture's message in words: this year to date against the same months of last year */
  summary: string;
  unit: string;
  year: number;
  comparison: MonthlyComparison;
  monthNames: string[];
  format: (value: number) => string;
  formatAxis: (value: number) => string;
  labels: { figures: string; month: string };
  /** what makes the two years unlike (a month still running, provisional factors), said on the chart */
  notes?: string[];
};

export function YearComparisonChart(props: YearComparisonChartProps) {
  const { comparison, year } = props;
  const { top, step } = axis(largest(comparison));
  const y = (value: number) => TOP + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const bar = (value: number | null, x: number, className: string) =>
    value ? <rect x={x} y={y(value)} width={BAR} height={Math.max(0, y(0) - y(value))} className={className} /> : null;

  return (
    <figure className={styles.chart} aria-labelledby={`${props.id}-title`}>
      <figcaption id={`${props.id}-title`} className={styles.title}>
        {props.title} ({props.unit})
      </figcaption>
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.lastYear}`} aria-hidden="true" />
          {year - 1}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.thisYear}`} aria-hidden="true" />
          {year}
        </li>
      </ul>
      {props.notes?.length ? (
        <ul className={styles.notes}>
          {props.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.summary}>{props.summary}</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" className={styles.svg}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - 4} y1={y(tick)} y2={y(tick)} className={styles.grid} />
            <text x={LEFT - 4} y={y(tick) + 4} textAnchor="end" className={styles.axisText}>
              {props.formatAxis(tick)}
            </text>
          </g>
        ))}
        {props.monthNames.map((name, index) => {
          const x = LEFT + index * GROUP + 2;
          return (
            <g key={name}>
              {bar(comparison.lastYear[index], x, styles.lastYear)}
              {bar(comparison.thisYear[index], x + BAR + 2, styles.thisYear)}
              <text x={x + BAR + 1} y={HEIGHT - 6} textAnchor="middle" className={styles.axisText}>
                {name}
              </text>
            </g>
          );
        })}
      </svg>
      <details className={styles.details}>
        <summary>{props.labels.figures}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{props.labels.month}</th>
              <th scope="col">{year - 1}</th>
              <th scope="col">{year}</th>
            </tr>
          </thead>
          <tbody>
            {props.monthNames.map((name, index) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{props.format(comparison.lastYear[index])}</td>
                <td>{comparison.thisYear[index] === null ? "–" : props.format(comparison.thisYear[index]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
