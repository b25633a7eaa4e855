import { Baseline, CHART_AXIS, CHART_HEIGHT, CHART_WIDTH, ChartSvg } from './chart-svg.tsx';

export type LineSeries = { name: string; color: string; values: readonly number[] };

const TOP = 10;

/** One line per series over shared labels (months), the latest point of each marked. */
export function LineChart({
  title,
  description,
  labels,
  series,
  testId,
}: {
  title: string;
  description: string;
  labels: readonly string[];
  series: readonly LineSeries[];
  testId?: string;
}) {
  const highest = Math.max(1, ...series.flatMap((line) => line.values));
  const plot = CHART_HEIGHT - CHART_AXIS - TOP;
  const step = labels.length > 1 ? CHART_WIDTH / (labels.length - 1) : CHART_WIDTH;
  const x = (index: number) => (labels.length > 1 ? index * step : CHART_WIDTH / 2);
  const y = (value: number) => TOP + plot - (value / highest) * plot;
  return (
    <ChartSvg title={title} description={description} testId={testId}>
      <Baseline y={TOP + plot} />
      {series.map((line) => (
        <g key={line.name}>
          <polyline
            fill="none"
            stroke={line.color}
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
          />
          {line.values.length > 0 ? (
            <circle
              cx={x(line.values.length - 1)}
              cy={y(line.values[line.values.length - 1]!)}
              r={3.5}
              fill={line.color}
            />
          ) : null}
        </g>
      ))}
      {labels.map((label, index) => (
        <text
          key={`${label}-${index}`}
          x={Math.min(CHART_WIDTH - 8, Math.max(8, x(index)))}
          y={CHART_HEIGHT - 3}
          textAnchor="middle"
          fontSize={9}
          fill="#bfb9d4"
        >
          {label}
        </text>
      ))}
    </ChartSvg>
  );
}
