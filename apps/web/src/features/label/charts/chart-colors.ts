/** Chart colours from the design tokens; each keeps at least 3:1 against the cards' background. */
export const CHART_COLORS = ['#ff3d81', '#2de2e6', '#ffb547', '#a78bfa', '#34d399', '#f4f2fa'] as const;

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length]!;
}
