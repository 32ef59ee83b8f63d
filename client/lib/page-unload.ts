/**
 * Whether the page is being left (reload, navigation away). Requests still in flight then fail
 * with a network error that says nothing about the session: a reload right after logging in must
 * not be taken for a failed session load and log the user out.
 */
let unloading = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    unloading = true;
  });
  // A page restored from the back/forward cache is live again.
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

export const isUnloading = (): boolean => unloading;
