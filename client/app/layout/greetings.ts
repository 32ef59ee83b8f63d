import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * What greets a user entering the layout comes one thing at a time, never two dialogs at once:
 * first the unread notices, then the survey, then the first-time tour (and welcome). Each greeting
 * says here whether it is still to come or on screen; the next one waits for it.
 */
export const noticesPendingAtom = atom(true);
export const surveyPendingAtom = atom(true);

/** Publishes a greeting's state, and forgets it when the layout goes (logout): pending again. */
export function usePublishPending(target: typeof noticesPendingAtom, pending: boolean) {
  const set = useSetAtom(target);
  useEffect(() => set(pending), [set, pending]);
  useEffect(() => () => set(true), [set]);
}
