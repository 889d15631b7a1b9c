// An example body as it travels on the wire, for the page to show: JSON pretty-printed, a form
// as `key=value&…`, multipart as its parts, and a binary body as the file it uploads.
import { show } from './schema-view.ts';

/** The boundary the multipart examples show (any token works; readers recognise this one). */
export const EXAMPLE_BOUNDARY = 'boundary';

export interface WireExample {
  text: string;
  /** The highlighter language of `text`. */
  lang: string;
}

/** `encoding`: the media type object's `encoding` (the content type of each multipart part). */
export function wireExample(
  value: unknown,
  mediaType: string,
  encoding?: Record<string, { contentType?: string }>,
): WireExample {
  const type = mediaType.toLowerCase().split(';')[0].trim();
  if (type === 'application/x-www-form-urlencoded' && isRecord(value))
    return { text: formEncode(value), lang: 'text' };
  if (type.startsWith('multipart/') && isRecord(value))
    return { text: multipart(value, encoding ?? {}), lang: 'text' };
  if (isBinary(type) && typeof value !== 'object')
    return { text: `<the bytes of the file, sent as ${type}>`, lang: 'text' };
  const lang = /json/.test(type) ? 'json' : /yaml/.test(type) ? 'yaml' : 'text';
  return { text: show(value, true), lang };
}

/** `a=1&b=x%20y`: each value percent-encoded, arrays as repeated keys, objects as JSON. */
export function formEncode(value: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(value)) {
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (item === undefined) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(show(item))}`);
    }
  }
  return pairs.join('&');
}

function multipart(
  value: Record<string, unknown>,
  encoding: Record<string, { contentType?: string }>,
): string {
  const parts = Object.entries(value).map(([name, raw]) => {
    const text = show(raw, true);
    const json = typeof raw === 'object' && raw !== null;
    // A long text or one with several lines stands for a file; a JSON value is sent as JSON.
    const file = !json && (text.includes('\n') || text.length > 200);
    const headers = [`Content-Disposition: form-data; name="${name}"${file ? `; filename="${name}"` : ''}`];
    const type = encoding[name]?.contentType?.split(',')[0].trim() ?? (json ? 'application/json' : undefined);
    if (type) headers.push(`Content-Type: ${type}`);
    return `--${EXAMPLE_BOUNDARY}\n${headers.join('\n')}\n\n${text.replace(/\n$/, '')}`;
  });
  return `${parts.join('\n')}\n--${EXAMPLE_BOUNDARY}--`;
}

function isBinary(type: string): boolean {
  return (
    /^(image|audio|video|font)\//.test(type) ||
    type === 'application/octet-stream' ||
    type === 'application/pdf' ||
    type === 'application/zip' ||
    type === 'application/gzip'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
