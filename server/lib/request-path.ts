/**
 * The path a request addresses, as the router sees it: cut at `?` or `#`, percent-decoding undone.
 * Every guard (the control API, upgrade mode, fault rules, the journal) decides on this one path,
 * so `/%5F%5Femulator/clock` is guarded as `/__emulator/clock`, the route it reaches. It decodes
 * everything, `%2F` too: the router decodes no more than that, so a path it routes under a guarded
 * prefix is always seen under it here. Null when the encoding is malformed (the router refuses it).
 */
export function decodedPath(url: string): string | null {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** True for `base` itself and everything below it. */
export const isUnder = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);
