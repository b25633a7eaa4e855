import type { TFigureSource } from '@cuepoint/domain/labels/label-dashboard';
import { LABEL_DASHBOARD_MESSAGES } from '@cuepoint/domain/labels/label-figures';
import { Badge } from '../../ui/feedback.tsx';

/** The tag a section of sample figures carries next to its title; live figures carry none. */
export function SampleTag({ source }: { source: TFigureSource }) {
  if (source !== 'sample') return null;
  return (
    <Badge tone="amber" className="uppercase tracking-wide">
      {LABEL_DASHBOARD_MESSAGES.sampleTag}
    </Badge>
  );
}

/** One line under a sample section's title saying the figures are examples, not the label's. */
export function SampleNote({ source, children }: { source: TFigureSource; children?: string }) {
  if (source !== 'sample') return null;
  return (
    <p className="mb-4 rounded-lg border border-amber-cue/30 bg-amber-cue/10 px-3 py-2 text-xs text-amber-cue">
      {children ?? LABEL_DASHBOARD_MESSAGES.sampleNote}
    </p>
  );
}
