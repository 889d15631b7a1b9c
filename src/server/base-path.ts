// `docgen serve --base`: the path the site is served under. Checked before the server starts, so a
// typo (`--base docs`) is an error with a hint, not a server that answers 404 to everything.
import { DocgenError } from '../errors.ts';

/** Letters, digits and the URL-safe punctuation of RFC 3986 path segments (no `%`, `\`, `?`, `#`). */
const SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@-]+$/;

/** `/`, `/docs` or `/docs/` → `/` or `/docs/`; anything else is a DocgenError. */
export function parseBasePath(value: string): string {
  const withSlash = value.endsWith('/') ? value : `${value}/`;
  const segments = withSlash.slice(1, -1).split('/');
  const valid =
    value.startsWith('/') &&
    (withSlash === '/' || segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..'));
  if (!valid) {
    const suggestion = `/${value
      .replace(/[^A-Za-z0-9._~-]+/g, '/')
      .replace(/^\/+|\/+$/g, '')
      .replace(/\/{2,}/g, '/')}/`.replace(/^\/\/$/, '/');
    throw new DocgenError(`--base ${JSON.stringify(value)} is not a URL path.`, {
      pointer: '--base',
      hint: `Give the path the site is served under, starting with "/", e.g. --base ${suggestion}`,
    });
  }
  return withSlash;
}
