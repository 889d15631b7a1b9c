// Percent-decoding that never throws: a malformed escape (`%zz`, a lone `%`) is kept as written,
// for whoever reads the result to report or match as it is. Strings come from specs, pages and
// requests: all of them may hold such escapes.

/** `decodeURIComponent`, or the text as it is when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `decodeURI` (reserved characters such as `%2F` stay encoded), or the text as it is. */
export function safeDecodeUri(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
