import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page below its first screen, which the app takes over after the rest: React hydrates
 * what is inside a Suspense boundary in a pass of its own at low priority, with its own commit, instead of in the one
 * pass (and one long commit, with every effect of the page) that takes over everything above it. A tap or an update
 * that reaches the part first takes it over at once. Its HTML is the same either way (the boundary renders nothing of
 * its own), and rendered anywhere else it is just its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
