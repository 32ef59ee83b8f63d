/** Minimal cookie access; the token and the sidebar state live in cookies like the real portal's. */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; samesite=lax${age}`;
}

export const removeCookie = (name: string) => writeCookie(name, '', 0);
