// Which link targets docgen writes as they are. Pages and the config may link to pages, files and
// http(s), mail and phone addresses; other schemes (javascript:, data:, vbscript:, file:, …) are
// never written. `pathname://` is Docusaurus's way out of its router, kept for docs written for it.

/** Written as they are. */
export const SAFE_SCHEME = /^(https?|mailto|tel):/i;
/** Any scheme at all (`x:`), to tell a path from an address. */
export const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** `pathname:///x` (and `pathname://x`): `x` under the base URL, not checked as a route. */
export const PATHNAME_SCHEME = /^pathname:\/\//i;

/** The path a `pathname://` link names, with one leading slash (`pathname:///a/b` → `/a/b`). */
export function pathnameTarget(url: string): string {
  return `/${url.replace(PATHNAME_SCHEME, '').replace(/^\/+/, '')}`;
}

/** Whether docgen writes a link to `url` (trimmed): a path, a fragment, `//host`, a safe scheme or `pathname://`. */
export function isWritableLink(url: string): boolean {
  return !HAS_SCHEME.test(url) || SAFE_SCHEME.test(url) || PATHNAME_SCHEME.test(url);
}
