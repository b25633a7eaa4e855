/** Horizontal extent of a box: where it starts and how wide it is, in one coordinate space. */
export type TSpan = { left: number; width: number };

/**
 * The scrollLeft that brings `item` fully into the scrolling `list`'s view with the least movement (the start wins
 * when the item is wider than the view), or null when it is in view already. Both spans are viewport coordinates
 * (getBoundingClientRect); only the list's own sideways scroll changes, never the page's.
 */
export function scrollLeftToReveal(
  list: TSpan,
  item: TSpan,
  scrollLeft: number,
  padding = 16,
): number | null {
  const start = item.left - padding;
  const end = item.left + item.width + padding;
  if (start < list.left) return Math.max(0, scrollLeft - (list.left - start));
  if (end > list.left + list.width) {
    const moved = scrollLeft + (end - (list.left + list.width));
    // A tab wider than the view shows its start rather than its end.
    return Math.min(moved, scrollLeft + (start - list.left));
  }
  return null;
}
