import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '../../ui/lazy-modal.tsx';

const PushDialog = lazy(() => import('./push-dialog.tsx').then((m) => ({ default: m.PushDialog })));

/** The Push notification dialog, its code loaded the first time it opens (screens that offer it stay light). */
export function LazyPushDialog(props: ComponentProps<typeof PushDialog>) {
  const used = useOpenedOnce(props.open);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <PushDialog {...props} />
    </Suspense>
  );
}
