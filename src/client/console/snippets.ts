// The request in the form as cURL, JavaScript (fetch) and Python (requests), written from the
// request's shown form (each credential as `<secret>`, see request.ts): what is shown or copied
// never holds a credential. Every value (URL, header, cookie, field, file name) comes from a spec
// or from the reader, so each is quoted for its language: one single-quoted shell word, or a JSON
// string literal (valid in JavaScript and Python alike), never text pasted between quotes.
import { curlFormFile, shellLines, shellWord } from '../../shared/shell-words.ts';
import type { BuiltRequest, ShownRequest } from './request.ts';

export { SECRET } from './secret.ts';

/** A JSON string literal that is also one line of JavaScript (U+2028/9 end a line in a comment). */
const literal = (value: string) =>
  JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function bodyText(request: ShownRequest): string | undefined {
  return typeof request.body === 'string' ? request.body : undefined;
}

function formParts(request: ShownRequest): [string, string, boolean][] {
  if (!(request.body instanceof FormData)) return [];
  return [...request.body.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value, false] : [name, value.name, true],
  );
}

function cookieHeader(request: ShownRequest): string {
  return Object.entries(request.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * The URL as cURL's words: `--url` when it starts with `-` (else it would be read as an option),
 * `--globoff` when it holds `[]{}` (else cURL expands them into several requests).
 */
export function urlWords(url: string): string[] {
  return [
    ...(/[[\]{}]/.test(url) ? ['--globoff'] : []),
    ...(url.startsWith('-') ? ['--url'] : []),
    shellWord(url),
  ];
}

export function curl(request: BuiltRequest): string {
  const shown = request.shown;
  const lines = [['curl', '-X', shellWord(shown.method, true), ...urlWords(shown.url)]];
  for (const [name, value] of Object.entries(shown.headers))
    lines.push(['-H', shellWord(`${name}: ${value}`)]);
  const cookie = cookieHeader(shown);
  if (cookie) lines.push(['-b', shellWord(cookie)]);
  const body = bodyText(shown);
  if (body !== undefined && body !== '') lines.push(['--data-raw', shellWord(body)]);
  // `--form-string` takes a text value as it is (`-F` would read `@file`, `<file` and `;type=`).
  for (const [name, value, file] of formParts(shown))
    lines.push(
      file
        ? ['-F', shellWord(`${name}=@${curlFormFile(value)}`)]
        : ['--form-string', shellWord(`${name}=${value}`)],
    );
  if (shown.body instanceof File) lines.push(['--data-binary', shellWord(`@${shown.body.name}`)]);
  return shellLines(lines);
}

export function javascript(request: BuiltRequest): string {
  const shown = request.shown;
  const headers = { ...shown.headers };
  const cookie = cookieHeader(shown);
  if (cookie) headers.Cookie = cookie;
  const options: string[] = [`  method: ${literal(shown.method)},`];
  if (Object.keys(headers).length) options.push(`  headers: ${json(headers).replace(/\n/g, '\n  ')},`);
  const body = bodyText(shown);
  let before = '';
  if (body) {
    let value: unknown;
    try {
      // A `"__proto__"` key would set the prototype of an object literal, not a property: kept as text.
      const plain = !body.includes('"__proto__"');
      value = plain && /json/i.test(shown.headers['Content-Type'] ?? '') ? JSON.parse(body) : undefined;
    } catch {
      value = undefined;
    }
    options.push(
      value !== undefined
        ? `  body: JSON.stringify(${json(value).replace(/\n/g, '\n  ')}),`
        : `  body: ${literal(body)},`,
    );
  } else if (shown.body instanceof FormData) {
    before = `const form = new FormData();\n${formParts(shown)
      .map(([name, value, file]) =>
        file
          ? `form.append(${literal(name)}, fileInput.files[0]); // ${literal(value)}`
          : `form.append(${literal(name)}, ${literal(value)});`,
      )
      .join('\n')}\n\n`;
    options.push('  body: form,');
  } else if (shown.body instanceof File)
    options.push(`  body: fileInput.files[0], // ${literal(shown.body.name)}`);
  return `${before}const response = await fetch(${literal(shown.url)}, {\n${options.join('\n')}\n});\nconsole.log(response.status, await response.text());`;
}

/** Pretty JSON that is also JavaScript source (U+2028/9 escaped, like every string literal here). */
const json = (value: unknown) =>
  JSON.stringify(value, null, 2)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function python(request: BuiltRequest): string {
  const shown = request.shown;
  const py = literal;
  const args = [`    ${py(shown.url)},`];
  const headers = Object.entries(shown.headers);
  if (headers.length) args.push(`    headers={${headers.map(([n, v]) => `${py(n)}: ${py(v)}`).join(', ')}},`);
  const cookies = Object.entries(shown.cookies);
  if (cookies.length) args.push(`    cookies={${cookies.map(([n, v]) => `${py(n)}: ${py(v)}`).join(', ')}},`);
  const body = bodyText(shown);
  if (body) args.push(`    data=${py(body)}.encode(),`);
  const parts = formParts(shown);
  if (parts.length) {
    const data = parts.filter(([, , file]) => !file);
    const files = parts.filter(([, , file]) => file);
    if (data.length) args.push(`    data={${data.map(([n, v]) => `${py(n)}: ${py(v)}`).join(', ')}},`);
    if (files.length)
      args.push(`    files={${files.map(([n, v]) => `${py(n)}: open(${py(v)}, "rb")`).join(', ')}},`);
  }
  if (shown.body instanceof File) args.push(`    data=open(${py(shown.body.name)}, "rb"),`);
  return `import requests\n\nresponse = requests.request(\n    ${py(shown.method)},\n${args.join('\n')}\n)\nprint(response.status_code, response.text)`;
}
