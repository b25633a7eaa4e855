import { ChartSvg } from './chart-svg.tsx';

export type DonutSegment = { name: string; value: number; color: string };

const SIZE = 160;
const RADIUS = 60;
const STROKE = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Shares of a whole as a ring, the total in its middle; an empty ring when nothing is in it. */
export function DonutChart({
  title,
  description,
  segments,
  centerText,
  testId,
}: {
  title: string;
  description: string;
  segments: readonly DonutSegment[];
  centerText: string;
  testId?: string;
}) {
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  let offset = 0;
  return (
    <ChartSvg title={title} description={description} width={SIZE} height={SIZE} testId={testId}>
      <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="#221e33" strokeWidth={STROKE} />
      {total > 0
        ? segments.map((segment) => {
            const length = (segment.value / total) * CIRCUMFERENCE;
            const dash = `${length} ${CIRCUMFERENCE - length}`;
            const circle = (
              <circle
                key={segment.name}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={RADIUS}
                fill="none"
                stroke={segment.color}
                strokeWidth={STROKE}
                strokeDasharray={dash}
                strokeDashoffset={-offset}
                transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
              />
            );
            offset += length;
            return circle;
          })
        : null}
      <text x={SIZE / 2} y={SIZE / 2 + 5} textAnchor="middle" fontSize={16} fontWeight={600} fill="#f4f2fa">
        {centerText}
      </text>
    </ChartSvg>
  );
}
