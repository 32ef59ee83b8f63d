import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { ADDRESSES, type Address, type addEventLog } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { dropUploaded, queuedEvents } from '@/lib/event-log';
import { tokenAtom } from '@/lib/session';

/** Called by its address: no schema is loaded for it on the login page. */
const upload: Address<typeof addEventLog> = ADDRESSES.addEventLog;

/** Spec section 9: the event log is uploaded every 10 s. */
export const EVENT_LOG_INTERVAL_MS = 10_000;

export function useEventLogUpload(): void {
  const token = useAtomValue(tokenAtom);
  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => {
      const events = queuedEvents();
      if (events.length === 0) return;
      apiRequest(upload, { body: { event_list: events } })
        .then(() => dropUploaded(events.length))
        .catch(() => undefined);
    }, EVENT_LOG_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [token]);
}
