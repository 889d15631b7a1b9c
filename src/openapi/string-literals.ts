// String literals of the languages code samples are written in: text from a spec written so the
// language reads back exactly that text, and nothing in it runs or ends the literal. Each writer
// escapes its quote and backslash, what interpolates in that language (`${` in JavaScript
// templates, `{` in Python f-strings, `#{`/`#@`/`#$` in Ruby, `$` in PHP double quotes), line
// ends, NUL and every other character that is not visible text (C0 and C1 controls, DEL, U+2028,
// U+2029, U+FEFF, lone surrogates). Java reads `\uXXXX` before it reads literals, so a `\u` escape
// there may never stand for a quote, a backslash or a line end (those use `\"`, `\\`, octal).
// The reverse, `decodeLiteral`, reads the literals httpsnippet writes (plain text and the escapes
// it uses), so docgen can rewrite them.

/** What no literal carries as itself: controls, DEL, line and paragraph separators, BOM, surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are what a literal may not hold as themselves
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]/;

const hex = (code: number, width: number) => code.toString(16).toUpperCase().padStart(width, '0');

/** Each UTF-16 unit through `escape`, a surrogate pair kept whole (as text). */
function mapUnits(text: string, escape: (char: string, code: number) => string | undefined): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += text.slice(i, i + 2);
      i++;
      continue;
    }
    const char = text[i];
    out += escape(char, code) ?? char;
  }
  return out;
}

const COMMON: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

/** JavaScript: `'…'`, `"…"` or a template literal (`` ` ``). */
export function jsString(text: string, quote: string): string {
  return (
    quote +
    mapUnits(text, (c, code) => {
      if (COMMON[c]) return COMMON[c];
      if (c === quote) return `\\${c}`;
      if (quote === '`' && c === '$') return '\\$';
      return INVISIBLE.test(c) ? `\\u${hex(code, 4)}` : undefined;
    }) +
    quote
  );
}

/** Python: `"…"` / `'…'`, or the text part of an f-string (`{` and `}` doubled). */
export function pythonString(text: string, quote: string, fString = false): string {
  return mapUnits(text, (c, code) => {
    if (COMMON[c]) return COMMON[c];
    if (c === quote) return `\\${c}`;
    if (fString && (c === '{' || c === '}')) return c + c;
    if (!INVISIBLE.test(c)) return undefined;
    return code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
  });
}

/** Go: an interpreted string's inside. A lone surrogate has no UTF-8 form: U+FFFD, as Go would send it. */
export function goString(text: string): string {
  return mapUnits(text, (c, code) => {
    if (COMMON[c]) return COMMON[c];
    if (c === '"') return '\\"';
    if (code >= 0xd800 && code <= 0xdfff) return '\\uFFFD';
    if (!INVISIBLE.test(c)) return undefined;
    return code < 0x80 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
  });
}

/** Java: a string's inside. Controls below U+0080 as octal; `\uXXXX` only for characters that cannot end or escape anything. */
export function javaString(text: string): string {
  return mapUnits(text, (c, code) => {
    if (COMMON[c]) return COMMON[c];
    if (c === '"') return '\\"';
    if (!INVISIBLE.test(c)) return undefined;
    return code < 0x80 ? `\\${code.toString(8).padStart(3, '0')}` : `\\u${hex(code, 4)}`;
  });
}

/** C#: a regular (not verbatim, not interpolated) string's inside; U+0085, U+2028 and U+2029 end a line in C#. */
export function csharpString(text: string): string {
  return mapUnits(text, (c, code) => {
    if (COMMON[c]) return COMMON[c];
    if (c === '"') return '\\"';
    return INVISIBLE.test(c) ? `\\u${hex(code, 4)}` : undefined;
  });
}

/** Ruby: `'…'` when the text has nothing invisible (only `\\` and `\'` mean something there), else `"…"` with `#` escaped. */
export function rubyString(text: string, quote: string): string {
  if (quote === "'" && !INVISIBLE.test(text)) return `'${text.replace(/[\\']/g, '\\$&')}'`;
  const inside = mapUnits(text, (c, code) => {
    if (COMMON[c]) return COMMON[c];
    if (c === '"' || c === '#') return `\\${c}`;
    if (code >= 0xd800 && code <= 0xdfff) return '\\uFFFD';
    return INVISIBLE.test(c) ? `\\u${hex(code, 4)}` : undefined;
  });
  return `"${inside}"`;
}

/** PHP: `'…'` when the text has nothing invisible, else `"…"` with `$` escaped (no `$name` or `{$…}` is read). */
export function phpString(text: string, quote: string): string {
  if (quote === "'" && !INVISIBLE.test(text)) return `'${text.replace(/[\\']/g, '\\$&')}'`;
  const inside = mapUnits(text, (c, code) => {
    if (COMMON[c]) return COMMON[c];
    if (c === '"' || c === '$') return `\\${c}`;
    if (code >= 0xd800 && code <= 0xdfff) return '\\u{FFFD}';
    return INVISIBLE.test(c) ? `\\u{${hex(code, 1)}}` : undefined;
  });
  return `"${inside}"`;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  e: '\u001b',
  '0': '\0',
};

/**
 * The text of a literal httpsnippet wrote (`body` without its quotes). In Ruby's and PHP's single
 * quotes only `\\` and `\'` are escapes; elsewhere the usual backslash escapes.
 */
export function decodeLiteral(body: string, onlyQuoteEscapes: boolean): string {
  if (onlyQuoteEscapes) return body.replace(/\\([\\'])/g, '$1');
  return body.replace(
    /\\(u\{([0-9A-Fa-f]+)\}|u([0-9A-Fa-f]{4})|x([0-9A-Fa-f]{2})|([0-7]{1,3})|[\s\S])/g,
    (all, escape: string, braced?: string, u4?: string, x2?: string, octal?: string) => {
      if (braced) return String.fromCodePoint(parseInt(braced, 16));
      if (u4) return String.fromCharCode(parseInt(u4, 16));
      if (x2) return String.fromCharCode(parseInt(x2, 16));
      if (octal) return String.fromCharCode(parseInt(octal, 8));
      return SIMPLE_ESCAPES[escape] ?? escape;
    },
  );
}
