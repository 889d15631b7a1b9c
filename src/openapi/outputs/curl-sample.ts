// The cURL code sample, written by docgen from the request httpsnippet prepares (its URL with the
// query, headers, cookies, body), in httpsnippet's layout. httpsnippet's own cURL writer pastes
// some values between quotes unescaped (a multipart field's name, a file name) and writes a JSON
// body with a `'` as an unquoted here-document, in which `$(…)` runs: a spec could make the
// sample run code on the reader's machine. Here every value is one shell word (see
// src/shared/shell-words.ts), and each option takes its value literally.
import { curlFormFile, shellLines, shellWord } from '../../shared/shell-words.ts';

/** The parts of httpsnippet's prepared request the sample reads. */
export interface PreparedRequest {
  method: string;
  fullUrl: string;
  headersObj: Record<string, string>;
  allHeaders: Record<string, string>;
  postData?: {
    mimeType?: string;
    text?: string;
    params?: { name: string; value?: string; fileName?: string; contentType?: string }[];
    /** A file sent as the whole body. */
    file?: string;
  };
}

/** What the markers in the request stand for: `{name}` path placeholders, credentials read from `$VARIABLE`. */
export interface Markers {
  /** Global; group 1 is the number of a path marker, group 2 of a credential marker. */
  pattern: RegExp;
  paths: string[];
  variables: string[];
}

export function curlSample(request: PreparedRequest, markers: Markers): string {
  const word = wordsWith(markers);
  const lines: string[][] = [
    ['curl', '--request', shellWord(request.method, true)],
    ['--url', word(request.fullUrl)],
  ];
  const headers = { ...request.headersObj };
  const mimeType = request.postData?.mimeType ?? '';
  if (getHeader(request.allHeaders, 'accept-encoding')) lines.push(['--compressed']);
  const contentType = Object.keys(headers).find((name) => name.toLowerCase() === 'content-type');
  // cURL writes the multipart boundary itself.
  if (contentType && mimeType === 'multipart/form-data')
    headers[contentType] = String(headers[contentType]).replace(/; boundary.+?(?=(;|$))/, '');
  for (const name of Object.keys(headers).sort()) lines.push(['--header', word(`${name}: ${headers[name]}`)]);
  if (request.allHeaders.cookie) lines.push(['--cookie', word(request.allHeaders.cookie)]);
  lines.push(...bodyLines(request.postData, word));
  return shellLines(lines);
}

function bodyLines(postData: PreparedRequest['postData'], word: (text: string) => string): string[][] {
  const mimeType = postData?.mimeType ?? '';
  if (mimeType === 'multipart/form-data')
    // `--form-string` takes a text value as it is (`--form` reads `@file`, `<file`, `;type=`); a
    // part with its own type (JSON) says so with `;type=` where `--form` reads the value as given.
    return (postData?.params ?? []).map((p) => {
      if (p.fileName !== undefined)
        return ['--form', word(`${p.name}=@${curlFormFile(p.fileName)}${typeOf(p)}`)];
      const value = p.value ?? '';
      if (/^[@<]|;/.test(value)) return ['--form-string', word(`${p.name}=${value}`)];
      return ['--form', word(`${p.name}=${value}${typeOf(p)}`)];
    });
  // `--data-binary @file` sends the file's bytes as they are (`--data` would drop its line ends).
  if (postData?.file !== undefined) return [['--data-binary', word(`@${postData.file}`)]];
  if (mimeType === 'application/x-www-form-urlencoded' && postData?.params)
    // `name=content`: cURL encodes the content as it is (a name is URL-encoded, so no `@` in it;
    // the brackets of `metadata[key]` are left as written, which servers read the same).
    return postData.params.map((p) => [
      '--data-urlencode',
      word(`${encodeURIComponent(p.name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${p.value ?? ''}`),
    ]);
  const text = postData?.text;
  if (!text) return [];
  // `--data @file` would read a file; `--data-raw` takes the text as it is.
  const option = text.startsWith('@') ? '--data-raw' : '--data';
  if (/json/i.test(mimeType) && text.length > 20) {
    try {
      return [[option, word(`\n${JSON.stringify(JSON.parse(text), null, 2)}\n`)]];
    } catch {
      // not JSON after all: as written
    }
  }
  return [[option, word(text)]];
}

/** A part's `;type=`: when it names one (cURL sends a file as application/octet-stream by default). */
function typeOf(p: { contentType?: string }): string {
  const type = p.contentType ?? '';
  return /^[\w.+-]+\/[\w.+-]+$/.test(type) && type !== 'application/octet-stream' ? `;type=${type}` : '';
}

function getHeader(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/**
 * One shell word for a value that may hold markers: path markers become `{name}` text, credential
 * markers `$VARIABLE` (the reader's environment): `"Bearer $TOKEN"` when the text around needs no
 * escaping in double quotes, else single-quoted text and double-quoted variables side by side.
 */
function wordsWith(markers: Markers) {
  return (value: string): string => {
    const pieces: (string | { variable: string })[] = [];
    let last = 0;
    let text = '';
    for (const match of value.matchAll(markers.pattern)) {
      text += value.slice(last, match.index);
      last = match.index! + match[0].length;
      if (match[1] !== undefined) text += `{${markers.paths[Number(match[1])]}}`;
      else {
        pieces.push(text, { variable: markers.variables[Number(match[2])] });
        text = '';
      }
    }
    pieces.push(text + value.slice(last));
    if (pieces.length === 1) return shellWord(pieces[0] as string, true);
    const texts = pieces.filter((p): p is string => typeof p === 'string');
    if (texts.every((t) => !/["$`\\!]/.test(t)))
      return `"${pieces.map((p, i) => (typeof p === 'string' ? p : variable(p.variable, pieces[i + 1]))).join('')}"`;
    return pieces.map((p) => (typeof p === 'string' ? (p ? shellWord(p) : '') : `"$${p.variable}"`)).join('');
  };
}

const variable = (name: string, next: unknown) =>
  typeof next === 'string' && /^\w/.test(next) ? `\${${name}}` : `$${name}`;
