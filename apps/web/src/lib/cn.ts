import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** The design system's own shadow (styles.css `--shadow-glow`), so a later shadow class replaces it. */
const merge = extendTailwindMerge({ extend: { theme: { shadow: ['glow'] } } });

/**
 * Joins class names (clsx: strings, falsy values skipped, arrays and `{ class: condition }` objects) and lets a later
 * Tailwind class win over an earlier one of the same property, so a caller's `className` overrides a component's
 * default (`cn('px-4', 'px-2')` is `px-2`).
 */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}
