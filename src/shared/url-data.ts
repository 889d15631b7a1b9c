// Text from a spec written into a URL as data. A server URL's path, a path key and a query name or
// value may hold characters that end or change a URL (`#` starts a fragment, `?` a query, a space
// ends it in a command, `%` not followed by two hex digits is not an escape, non-ASCII is not URL
// text): each is percent-encoded as UTF-8 where it is data, and an escape already written (`%20`)
// is kept, so text already encoded is left as it is.

const PATH_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;
// In a query name or value, `&`, `=`, `+` and `#` would split or change it.
const QUERY_CHAR = /[A-Za-z0-9\-._~!$'()*,;:@/?]/;
const QUERY_TEXT_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;
const ESCAPE = /^%[0-9A-Fa-f]{2}/;

function encodeData(text: string, allowed: RegExp): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (allowed.test(c) || (c === '%' && ESCAPE.test(text.slice(i)))) out += c;
    else {
      // A surrogate pair is one code point; a lone surrogate has no UTF-8 form (U+FFFD, as fetch sends it).
      const code = text.codePointAt(i)!;
      if (code > 0xffff) i++;
      const char = code >= 0xd800 && code <= 0xdfff ? '\ufffd' : String.fromCodePoint(code);
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A URL path's text (a server URL's path, a path key): `/` stays a separator, every other special character is data. */
export const encodePathData = (text: string): string => encodeData(text, PATH_CHAR);

/** A query name or value. */
export const encodeQueryData = (text: string): string => encodeData(text, QUERY_CHAR);

/** Query text already encoded by a serialiser (`a=1&a=2` for an exploded array): its separators stay, anything not URL text is encoded. */
export const encodeQueryText = (text: string): string => encodeData(text, QUERY_TEXT_CHAR);

const PLAIN_AUTHORITY = /^[A-Za-z0-9\-._~:@[\]%]*$/;

/**
 * A server URL (`scheme://authority/path…`) with its path made data: everything after the
 * authority is path text, `#` and `?` included (a server URL names where paths start; it has no
 * query or fragment of its own). A host beyond plain ASCII is written as the URL standard does (IDNA).
 */
export function encodeServerUrl(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)([\s\S]*)$/i.exec(url);
  if (!match) return encodePathData(url);
  const [, scheme, authority, rest] = match;
  return `${scheme}${hostOf(scheme, authority)}${encodePathData(rest)}`;
}

function hostOf(scheme: string, authority: string): string {
  if (PLAIN_AUTHORITY.test(authority)) return authority;
  try {
    const parsed = new URL(`${scheme}${authority}`);
    const userinfo = parsed.username
      ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@`
      : '';
    return `${userinfo}${parsed.host}`;
  } catch {
    return encodePathData(authority).replace(/\//g, '%2F');
  }
}

/**
 * The path a request to an operation goes to: its path key, except a key docgen kept with its query
 * string (`/items/{id}?beta=true` beside `/items/{id}`, src/openapi/load/query-in-paths.ts), whose
 * query names are parameters of their own: sent as its path part, not with `%3F…` in the path.
 */
export function requestPathOf(key: string): string {
  const mark = key.indexOf('?');
  return mark === -1 ? key : key.slice(0, mark);
}
