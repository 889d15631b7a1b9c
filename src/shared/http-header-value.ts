// A header value as HTTP (and the browser's Headers, and Node's http) can carry it. Field values
// are bytes: text beyond Latin-1 (`filename="文件.pdf"` in a spec's example) makes `new Headers()`
// and `res.setHeader()` throw. A parameter holding such text is rewritten as RFC 8187 allows
// (`filename*=UTF-8''%E6%96%87%E4%BB%B6.pdf`); any other such value cannot be sent as it is.

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Visible ASCII, space, tab, and obs-text (Latin-1): what a field value may hold. */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** `; name="value"` or `; name=value` in a parameterised value (Content-Disposition and the like). */
const PARAMETER = /(^|;)(\s*)([!#$%&'*+.^_`|~0-9A-Za-z-]+)(\s*=\s*)("(?:[^"\\]|\\.)*"|[^;]*)/g;

export type WireHeader = { ok: true; value: string } | { ok: false; reason: string };

/** RFC 8187's `ext-value`: UTF-8, every byte but its attr-chars percent-encoded. */
function extValue(text: string): string {
  return `UTF-8''${encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export function wireHeader(name: string, value: string): WireHeader {
  if (!TOKEN.test(name))
    return { ok: false, reason: `the header name ${JSON.stringify(name)} is not an HTTP token` };
  if (FIELD_VALUE.test(value)) return { ok: true, value };
  const rewritten = value.replace(
    PARAMETER,
    (whole, start: string, space: string, param: string, equals: string, raw: string) => {
      const text = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.trim();
      if (FIELD_VALUE.test(text) || param.endsWith('*')) return whole;
      return `${start}${space}${param}*${equals}${extValue(text)}`;
    },
  );
  if (FIELD_VALUE.test(rewritten)) return { ok: true, value: rewritten };
  return {
    ok: false,
    reason: `the value of ${name} (${JSON.stringify(value.slice(0, 40))}) holds characters an HTTP header cannot carry (beyond Latin-1, or a line break)`,
  };
}
