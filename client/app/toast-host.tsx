import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from '@/lib/notify';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Draws the toasts once the first is asked for (client/lib/notify.ts): sonner loads then. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton duration={3000} />
    </Suspense>
  );
}
