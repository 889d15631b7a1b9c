// The request in the form as cURL, JavaScript (fetch) and Python (requests), with every secret
// the reader typed replaced by a placeholder: what is shown or copied never holds a credential.
import type { BuiltRequest } from './request.ts';

export const SECRET = '<secret>';

function mask(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) out = out.split(secret).join(SECRET);
  return out;
}

const shell = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function bodyText(request: BuiltRequest): string | undefined {
  return typeof request.body === 'string' ? request.body : undefined;
}

function formParts(request: BuiltRequest): [string, string, boolean][] {
  if (!(request.body instanceof FormData)) return [];
  return [...request.body.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value, false] : [name, value.name, true],
  );
}

function cookieHeader(request: BuiltRequest): string {
  return Object.entries(request.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

export function curl(request: BuiltRequest): string {
  const lines = [`curl -X ${request.method} ${shell(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`-H ${shell(`${name}: ${value}`)}`);
  const cookie = cookieHeader(request);
  if (cookie) lines.push(`-b ${shell(cookie)}`);
  const body = bodyText(request);
  if (body !== undefined && body !== '') lines.push(`--data-raw ${shell(body)}`);
  for (const [name, value, file] of formParts(request))
    lines.push(`-F ${shell(`${name}=${file ? '@' : ''}${value}`)}`);
  if (request.body instanceof File) lines.push(`--data-binary ${shell(`@${request.body.name}`)}`);
  return mask(lines.join(' \\\n  '), request.secrets);
}

export function javascript(request: BuiltRequest): string {
  const headers = { ...request.headers };
  const cookie = cookieHeader(request);
  if (cookie) headers.Cookie = cookie;
  const options: string[] = [`  method: ${JSON.stringify(request.method)},`];
  if (Object.keys(headers).length)
    options.push(`  headers: ${JSON.stringify(headers, null, 2).replace(/\n/g, '\n  ')},`);
  const body = bodyText(request);
  let before = '';
  if (body) {
    let json: unknown;
    try {
      json = /json/i.test(request.headers['Content-Type'] ?? '') ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    options.push(
      json !== undefined
        ? `  body: JSON.stringify(${JSON.stringify(json, null, 2).replace(/\n/g, '\n  ')}),`
        : `  body: ${JSON.stringify(body)},`,
    );
  } else if (request.body instanceof FormData) {
    before = `const form = new FormData();\n${formParts(request)
      .map(([name, value, file]) =>
        file
          ? `form.append(${JSON.stringify(name)}, fileInput.files[0]); // ${value}`
          : `form.append(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
      )
      .join('\n')}\n\n`;
    options.push('  body: form,');
  } else if (request.body instanceof File)
    options.push(`  body: fileInput.files[0], // ${request.body.name}`);
  return mask(
    `${before}const response = await fetch(${JSON.stringify(request.url)}, {\n${options.join('\n')}\n});\nconsole.log(response.status, await response.text());`,
    request.secrets,
  );
}

const py = (value: string) => JSON.stringify(value);

export function python(request: BuiltRequest): string {
  const args = [`    ${py(request.url)},`];
  const headers = Object.entries(request.headers);
  if (headers.length) args.push(`    headers={${headers.map(([n, v]) => `${py(n)}: ${py(v)}`).join(', ')}},`);
  const cookies = Object.entries(request.cookies);
  if (cookies.length) args.push(`    cookies={${cookies.map(([n, v]) => `${py(n)}: ${py(v)}`).join(', ')}},`);
  const body = bodyText(request);
  if (body) args.push(`    data=${py(body)}.encode(),`);
  const parts = formParts(request);
  if (parts.length) {
    const data = parts.filter(([, , file]) => !file);
    const files = parts.filter(([, , file]) => file);
    if (data.length) args.push(`    data={${data.map(([n, v]) => `${py(n)}: ${py(v)}`).join(', ')}},`);
    if (files.length)
      args.push(`    files={${files.map(([n, v]) => `${py(n)}: open(${py(v)}, "rb")`).join(', ')}},`);
  }
  if (request.body instanceof File) args.push(`    data=open(${py(request.body.name)}, "rb"),`);
  return mask(
    `import requests\n\nresponse = requests.request(\n    ${py(request.method)},\n${args.join('\n')}\n)\nprint(response.status_code, response.text)`,
    request.secrets,
  );
}
