/**
 * Which isolated world of the emulator this tab talks to. Opening the portal as
 * `/?emulator_session=<name>#/login` keeps that name for the tab (session storage), and every
 * request carries it as `X-Emulator-Session`: two demos on one emulator never see each other's
 * changes. Without it, requests carry nothing and a real backend never sees the header.
 */
const KEY = 'emulator_session';
const NAME = /^[\w.-]{1,64}$/;

export function emulatorSession(): string | null {
  if (typeof location === 'undefined') return null;
  const fromUrl = new URLSearchParams(location.search).get(KEY);
  if (fromUrl && NAME.test(fromUrl)) sessionStorage.setItem(KEY, fromUrl);
  return sessionStorage.getItem(KEY);
}
