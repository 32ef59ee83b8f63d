/**
 * The first-time tour's progress, per username (spec section 4): the tour shows while the stored
 * step index is 3 or lower, and resumes where a reload or a new login cut it short. Finished or
 * closed by the user, it is stored past that, and never shows again.
 */
const TOUR_LAST_SHOWN_INDEX = 3;
/** Stored once the user has finished or closed the tour: past every step. */
const TOUR_DONE_INDEX = 5;
const key = (username: string) => `tour_progress:${username}`;

export function tourIndex(username: string): number {
  const stored = Number(localStorage.getItem(key(username)));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

export const shouldShowTour = (index: number) => index <= TOUR_LAST_SHOWN_INDEX;

export function saveTourIndex(username: string, index: number): void {
  localStorage.setItem(key(username), String(index));
}

/** The user finished or closed the tour: it never shows again for this username. */
export function finishTour(username: string): void {
  saveTourIndex(username, TOUR_DONE_INDEX);
}
