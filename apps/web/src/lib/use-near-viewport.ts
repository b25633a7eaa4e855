import { useEffect, useState } from 'react';

/**
 * True once the element is on screen or about to be (within `margin`), and from then on. False on the server and
 * in the first browser render (pass the element from a callback ref, e.g. `useState` setter), so heavy embeds (third-party players) never hold up a page's first paint and load
 * only for people who scroll to them.
 */
export function useNearViewport(element: Element | null, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
