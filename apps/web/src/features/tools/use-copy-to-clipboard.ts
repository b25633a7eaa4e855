import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '@cuepoint/domain/tracklists/messages';

/** Copies through a hidden text area where the Clipboard API is missing or refused (plain http, old browsers). */
function copyWithSelection(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not a secure context: the selection fallback may still work.
  }
  return copyWithSelection(text);
}

export type TCopyState = 'idle' | 'copied' | 'failed';

/** Copy with the spec's "Copied" indicator, shown for 1.5 seconds after each successful copy. */
export function useCopyToClipboard() {
  const [state, setState] = useState<TCopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const copied = await copyText(text);
    clearTimeout(timer.current);
    setState(copied ? 'copied' : 'failed');
    if (copied) timer.current = setTimeout(() => setState('idle'), COPIED_INDICATOR_MS);
  }, []);

  return { state, copy };
}
