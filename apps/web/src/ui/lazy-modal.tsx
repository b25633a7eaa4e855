import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Modal as SharedModal } from './modal.tsx';

const loadModal = () => import('./modal.tsx').then((m) => ({ default: m.Modal }));
const Modal = lazy(loadModal);

/**
 * True from the first time `open` is true, and from then on: a dialog whose code loads on first use is mounted then
 * and stays mounted, so closing it still animates and returns focus like any other dialog.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The shared dialog for one that every page holds but few visitors open (sign-in, sign-up): nothing is rendered and
 * none of the dialog's code loads until it first opens; from then on it is the shared Modal. A closed Modal draws
 * nothing either, so pages look the same; they only start without the dialog library.
 */
export function LazyModal(props: ComponentProps<typeof SharedModal>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

/** Starts loading the dialog's code ahead of a likely first open (a pointer over or focus on its opener). */
export function preloadModal() {
  void loadModal();
}
