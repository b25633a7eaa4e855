import { useState } from 'react';
import { Check } from 'lucide-react';
import { SIMILAR_DJS_ON_PROFILE } from '@cuepoint/domain/matchmaking/similar';
import { errorReason } from '../../lib/error-reason.ts';
import { formatRateFrom } from '../../lib/format.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { Spinner } from '../../ui/feedback.tsx';
import { DjAvatar } from './dj-avatar.tsx';
import { DjNameAndPlace } from './dj-name-and-place.tsx';
import { useSimilarDjs } from './use-matchmaking-queries.ts';
import { LoadFailedAlert } from '../../ui/retry-button.tsx';

function SimilarList({ djId, djName }: { djId: number; djName: string }) {
  const similar = useSimilarDjs(djId, SIMILAR_DJS_ON_PROFILE);
  if (similar.isError)
    return (
      <LoadFailedAlert query={similar}>
        Could not load DJs like {djName}: {errorReason(similar.error)}
      </LoadFailedAlert>
    );
  if (similar.isPending) return <Spinner label="Loading similar DJs…" />;
  return (
    <ul aria-label={`DJs like ${djName}`} className="grid gap-4 sm:grid-cols-2">
      {similar.data.map((dj) => (
        <li
          key={dj.id}
          className="flex gap-3 rounded-2xl border border-ink-600 bg-ink-900 p-4 focus-within:border-wave-400"
        >
          <DjAvatar name={dj.name} image={dj.image} size={48} />
          <div className="min-w-0">
            <DjNameAndPlace dj={dj}> · {formatRateFrom(dj.hourlyRate, dj.currency)}</DjNameAndPlace>
            {dj.reasons.length ? (
              <ul
                aria-label={`Why ${dj.name} is like ${djName}`}
                className="mt-2 space-y-1 text-sm text-mist-100"
              >
                {dj.reasons.slice(0, 3).map((reason) => (
                  <li key={reason} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-cue-400" aria-hidden />
                    <span>{reason}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Similar DJs on a DJ's public page (docs/product/matchmaking.md): genres, influences, place and rate in
 * common, each with why. Loaded when the section comes near the screen, so the page's first load carries none of it.
 * With none to show the whole section goes (the spec asks for no empty text): a heading over "none yet" only tells a
 * visitor that the page has a gap.
 */
export function SimilarDjsSection({ djId, djName }: { djId: number; djName: string }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const near = useNearViewport(element);
  // The list's own query (the same key): nothing is fetched before the section nears the screen.
  const similar = useSimilarDjs(djId, SIMILAR_DJS_ON_PROFILE, near);
  const none = similar.isSuccess && similar.data.length === 0;
  return (
    <section ref={setElement} aria-labelledby="dj-similar-title" hidden={none}>
      <h2 id="dj-similar-title" className="text-2xl font-bold">
        DJs like {djName}
      </h2>
      <div className="mt-4">{near ? <SimilarList djId={djId} djName={djName} /> : null}</div>
    </section>
  );
}
