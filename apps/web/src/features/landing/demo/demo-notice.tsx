import { useState } from 'react';
import { Info } from 'lucide-react';

export type DemoNoticeState = { text: string | null; show(text: string): void };

/** What a demo says when asked for something only a real account does (add or edit): one line, read out politely. */
export function useDemoNotice(): DemoNoticeState {
  const [text, setText] = useState<string | null>(null);
  return { text, show: setText };
}

export function DemoNotice({ notice }: { notice: DemoNoticeState }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {notice.text ? (
        <p className="mb-4 flex items-start gap-2 rounded-xl border border-amber-300/30 bg-amber-300/10 px-4 py-3 text-sm text-amber-50">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{notice.text} This demo keeps everything on this page: sign up above to get your own.</span>
        </p>
      ) : null}
    </div>
  );
}
