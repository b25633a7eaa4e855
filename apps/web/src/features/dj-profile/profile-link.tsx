import { useEffect, useRef, useState } from 'react';
import { Check, Copy, Link2 } from 'lucide-react';
import { djProfilePath } from '@cuepoint/domain/djs/profile-rules';
import { Button } from '../../ui/button.tsx';
import { usePageOrigin } from '../../app/render/page-render-record.tsx';

type CopyState = 'idle' | 'copied' | 'failed';

/** The profile's canonical address (/{slug}) with a button that copies it; the result is announced. */
export function ProfileLink({ slug }: { slug: string }) {
  const origin = usePageOrigin();
  const url = `${origin}${djProfilePath(slug)}`;
  const [state, setState] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // Without clipboard access the address is selected, ready for the reader's own copy.
      field.current?.select();
      setState('failed');
    }
  };

  return (
    <div className="flex w-full max-w-xl flex-col gap-1.5">
      <label
        htmlFor="dj-profile-link"
        className="text-xs font-semibold uppercase tracking-[0.15em] text-mist-400"
      >
        Profile link
      </label>
      <div className="flex items-center gap-2">
        <div className="flex min-w-0 flex-1 items-center gap-2 rounded-full border border-ink-600 bg-ink-950/70 px-3 focus-within:border-wave-400 focus-within:ring-2 focus-within:ring-wave-400">
          <Link2 className="size-4 shrink-0 text-mist-400" aria-hidden />
          <input
            ref={field}
            id="dj-profile-link"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-9 min-w-0 flex-1 bg-transparent text-sm text-mist-100 outline-none"
          />
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          icon={
            state === 'copied' ? (
              <Check className="size-4" aria-hidden />
            ) : (
              <Copy className="size-4" aria-hidden />
            )
          }
        >
          {state === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-xs text-mist-300">
        {state === 'copied'
          ? 'Link copied to the clipboard.'
          : state === 'failed'
            ? 'Copying is not allowed here: the link is selected, copy it with your keyboard.'
            : ''}
      </p>
    </div>
  );
}
