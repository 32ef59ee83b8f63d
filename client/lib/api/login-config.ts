import { useSyncExternalStore } from 'react';
import { ADDRESSES, type Address, type DataOf, type loginConfig } from '#contract';
import { apiRequest } from '../api-client.ts';
import { i18n } from '../i18n.ts';

type LoginConfig = DataOf<typeof loginConfig>;
const address: Address<typeof loginConfig> = ADDRESSES.loginConfig;

/**
 * The platform's branding, asked once per page load and again when the language changes (its
 * texts are in the caller's language), the last answer kept while the next is on its way, and
 * asked again when a component mounts while there is none (after a failure): what TanStack Query
 * did with `staleTime: Infinity`, without loading TanStack Query on the login page.
 */
let data: LoginConfig | undefined;
let pending: Promise<void> | null = null;
let asked = false;
const listeners = new Set<() => void>();

function fetchConfig(): void {
  asked = true;
  const request = apiRequest(address)
    .then((answer) => {
      if (pending !== request) return;
      data = answer;
      for (const listener of listeners) listener();
    })
    // The request module has told the user why; the page goes on without the branding.
    .catch(() => undefined)
    .finally(() => {
      if (pending === request) pending = null;
    });
  pending = request;
}

i18n.on('languageChanged', () => {
  if (asked) fetchConfig();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A component that mounts while there is no answer asks again (after a failure too).
  if (data === undefined && !pending) fetchConfig();
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => data;

/** `{ data }` once the branding has come (undefined before, and after a failed first ask). */
export function useLoginConfig(): { data: LoginConfig | undefined } {
  return { data: useSyncExternalStore(subscribe, snapshot) };
}
