import { ListMusic } from 'lucide-react';
import { ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/layout.tsx';

export function ToolsBand() {
  return (
    <section aria-labelledby="tools-title" className="py-16 sm:py-24">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-ink-600 bg-gradient-to-br from-ink-800 to-ink-900 p-8 sm:p-12 lg:flex-row lg:items-center">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-wave-400/15 text-wave-300">
            <ListMusic className="size-7" aria-hidden />
          </span>
          <div className="flex-1">
            <h2 id="tools-title" className="text-2xl font-bold sm:text-3xl">
              Free DJ tools, no account needed
            </h2>
            <p className="mt-2 max-w-2xl text-mist-300">
              Turn exports from rekordbox, Serato, VirtualDJ, djay and 1001Tracklists into clean, timestamped
              tracklists for your mix uploads in seconds.
            </p>
          </div>
          <ButtonLink to="/dj-tools" variant="secondary" size="lg">
            Open the converters
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
