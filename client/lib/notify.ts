import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/** Spec section 9: toasts stay 3 s, error toasts 5 s. */
const TOAST_MS = 3000;
const ERROR_TOAST_MS = 5000;

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/**
 * Sonner loads with the first toast (or once a page beyond the login page opens): the login page
 * does not carry it until it has something to say. The toast host (client/app) draws the toasts
 * from then on; one asked for before it is drawn still shows (sonner keeps it for its Toaster).
 */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => {
      sonner = null;
    });
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether toasts have been asked for, for the toast host (useSyncExternalStore). */
export const toastsWanted = () => sonner !== null;
export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const show = (kind: 'success' | 'info' | 'error', message: ReactNode, options: ExternalToast) => {
  void loadToasts().then(({ toast }) => toast[kind](message, options));
};

/** The portal's toasts with the spec's durations, so no page repeats them. */
export const notify = {
  success: (message: ReactNode, options?: ExternalToast) =>
    show('success', message, { duration: TOAST_MS, ...options }),
  info: (message: ReactNode, options?: ExternalToast) =>
    show('info', message, { duration: TOAST_MS, ...options }),
  error: (message: ReactNode, options?: ExternalToast) =>
    show('error', message, { duration: ERROR_TOAST_MS, ...options }),
};
