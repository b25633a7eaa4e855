import { Baseline, CHART_AXIS, CHART_HEIGHT, CHART_WIDTH, ChartSvg } from './chart-svg.tsx';

export type ColumnPoint = { key: string; label: string; value: number };

const TOP = 14;

/** Values as columns over a baseline, one per point (months, usually), each with its short label underneath. */
export function ColumnChart({
  title,
  description,
  points,
  color,
  valueText,
  testId,
}: {
  title: string;
  description: string;
  points: readonly ColumnPoint[];
  color: string;
  valueText: (value: number) => string;
  testId?: string;
}) {
  const highest = Math.max(1, ...points.map((point) => point.value));
  const slot = CHART_WIDTH / Math.max(1, points.length);
  const barWidth = Math.max(4, slot * 0.62);
  const plot = CHART_HEIGHT - CHART_AXIS - TOP;
  return (
    <ChartSvg title={title} description={description} testId={testId}>
      <Baseline y={TOP + plot} />
      {points.map((point, index) => {
        const height = point.value > 0 ? Math.max(2, (point.value / highest) * plot) : 0;
        const x = index * slot + (slot - barWidth) / 2;
        const y = TOP + plot - height;
        return (
          <g key={point.key}>
            {height > 0 ? <rect x={x} y={y} width={barWidth} height={height} rx={3} fill={color} /> : null}
            {point.value === highest && point.value > 0 ? (
              <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize={9} fill="#ddd9ea">
                {valueText(point.value)}
              </text>
            ) : null}
            <text
              x={index * slot + slot / 2}
              y={CHART_HEIGHT - 3}
              textAnchor="middle"
              fontSize={9}
              fill="#bfb9d4"
            >
              {point.label}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}
