import { ListMusic } from 'lucide-react';
import { ButtonLink } from '../../ui/button.tsx';
import { CalloutBand } from '../../ui/callout-band.tsx';

export function ToolsBand() {
  return (
    <CalloutBand
      id="tools-title"
      icon={<ListMusic className="size-7" aria-hidden />}
      iconClassName="bg-wave-400/15 text-wave-300"
      title="Free DJ tools, no account needed"
      action={
        <ButtonLink to="/dj-tools" variant="secondary" size="lg">
          Open the converters
        </ButtonLink>
      }
    >
      Turn exports from rekordbox, Serato, VirtualDJ, djay and 1001Tracklists into clean, timestamped
      tracklists for your mix uploads in seconds.
    </CalloutBand>
  );
}
