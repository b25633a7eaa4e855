import { useId, type ReactNode } from 'react';

/** The size of the dashboard's time charts, and the height of the month labels under their plot. */
export const CHART_WIDTH = 336;
export const CHART_HEIGHT = 140;
export const CHART_AXIS = 16;

/**
 * An SVG chart that assistive technology reads as one image, named by its title and described by its description
 * (which says what the shapes show in words); the shapes themselves are not read one by one.
 */
export function ChartSvg({
  title,
  description,
  width = CHART_WIDTH,
  height = CHART_HEIGHT,
  children,
  testId,
}: {
  title: string;
  description: string;
  /** The drawing's size (the time charts' by default). */
  width?: number;
  height?: number;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full overflow-visible"
      data-testid={testId}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {children}
    </svg>
  );
}

/** The baseline under a time chart's plot, `y` from the top. */
export function Baseline({ y }: { y: number }) {
  return <line x1={0} x2={CHART_WIDTH} y1={y} y2={y} stroke="#4a4266" strokeWidth={1} />;
}
