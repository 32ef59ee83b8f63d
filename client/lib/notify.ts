import type { ReactNode } from 'react';
import { type ExternalToast, toast } from 'sonner';

/** Spec section 9: toasts stay 3 s, error toasts 5 s. */
export const TOAST_MS = 3000;
export const ERROR_TOAST_MS = 5000;

/** The portal's toasts with the spec's durations, so no page repeats them. */
export const notify = {
  success: (message: ReactNode, options?: ExternalToast) =>
    toast.success(message, { duration: TOAST_MS, ...options }),
  info: (message: ReactNode, options?: ExternalToast) =>
    toast.info(message, { duration: TOAST_MS, ...options }),
  error: (message: ReactNode, options?: ExternalToast) =>
    toast.error(message, { duration: ERROR_TOAST_MS, ...options }),
};
