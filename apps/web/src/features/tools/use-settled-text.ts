import { useEffect, useState } from 'react';

/** Inputs longer than this wait for a pause in typing before they are converted again. */
export const LARGE_INPUT_CHARS = 20_000;
export const LARGE_INPUT_DELAY_MS = 150;

/**
 * The text to convert: short input at once, so the output follows every keystroke; long input once typing
 * pauses, so editing a 10,000-line export stays smooth.
 */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(
      () => setSettled(text),
      text.length < LARGE_INPUT_CHARS ? 0 : LARGE_INPUT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);
  return text.length < LARGE_INPUT_CHARS ? text : settled;
}
