/**
 * The first-time tour's progress, per username (spec section 4): the tour shows while the stored
 * step index is 3 or lower, and resumes where the user left it.
 */
const TOUR_LAST_SHOWN_INDEX = 3;
const key = (username: string) => `tour_progress:${username}`;

export function tourIndex(username: string): number {
  const stored = Number(localStorage.getItem(key(username)));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

export const shouldShowTour = (index: number) => index <= TOUR_LAST_SHOWN_INDEX;

export function saveTourIndex(username: string, index: number): void {
  localStorage.setItem(key(username), String(index));
}
