// Code samples for operations whose spec has no `x-codeSamples`: cURL, JavaScript (fetch) and
// Python (requests), built from the server URL, the parameters' examples and the first body example.
import type { MediaView, ParameterView, SecurityRequirementView } from './types.ts';

export interface SampleInput {
  method: string;
  path: string;
  server: string;
  parameters: ParameterView[];
  requestBody?: { contents: MediaView[] };
  security: SecurityRequirementView[];
}

export function generateCodeSamples(input: SampleInput): { lang: string; label: string; source: string }[] {
  const method = input.method.toUpperCase();
  const headers: [string, string][] = input.parameters.filter((p) => p.in === 'header' && p.example !== undefined).map((p) => [p.name, p.example!]);
  // The first alternative's schemes, each credential where its scheme says, from a variable named after it.
  const credentials = input.security.filter((s) => s.alternative === 0 && s.credential).map((s) => s.credential!);
  const query: [string, string][] = [];
  const cookies: string[] = [];
  for (const c of credentials.reverse()) {
    if (c.style === 'bearer') headers.unshift(['Authorization', `Bearer $${c.variable}`]);
    else if (c.style === 'basic') headers.unshift(['Authorization', `Basic $${c.variable}`]);
    else if (c.in === 'header') headers.unshift([c.name, `$${c.variable}`]);
    else if (c.in === 'query') query.unshift([c.name, `$${c.variable}`]);
    else cookies.unshift(`${c.name}=$${c.variable}`);
  }
  if (cookies.length) headers.push(['Cookie', cookies.join('; ')]);
  const url = urlOf(input, query);
  const media = input.requestBody?.contents[0];
  const body = media?.examples[0]?.value;
  if (media && body !== undefined) headers.push(['Content-Type', media.mediaType]);

  const curl = [`curl -sS -X ${method} "${url}"`, ...headers.map(([k, v]) => `  -H "${k}: ${v}"`), ...(body !== undefined ? [`  --data '${body.replace(/'/g, "'\\''")}'`] : [])].join(' \\\n');

  const jsHeaders = headers.map(([k, v]) => `    '${k}': ${v.includes('$') ? `\`${v.replace(/\$([A-Z_][A-Z0-9_]*)/g, '${process.env.$1}')}\`` : `'${v}'`},`);
  const js = [
    `const res = await fetch(${url.includes('$') ? `\`${url.replace(/\$([A-Z_][A-Z0-9_]*)/g, '${process.env.$1}')}\`` : `'${url}'`}, {`,
    `  method: '${method}',`,
    ...(jsHeaders.length ? ['  headers: {', ...jsHeaders, '  },'] : []),
    ...(body !== undefined ? [`  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),`] : []),
    '});',
    "if (!res.ok) throw new Error(`Request failed: ${res.status} ${await res.text()}`);",
    'console.log(await res.json());',
  ].join('\n');

  const pyHeaders = headers.map(([k, v]) => `    "${k}": ${v.includes('$') ? `f"${v.replace(/\$([A-Z_][A-Z0-9_]*)/g, '{os.environ["$1"]}')}"` : `"${v}"`},`);
  const python = [
    'import os',
    '',
    'import requests',
    '',
    `resp = requests.request(`,
    `    "${method}",`,
    `    ${url.includes('$') ? `f"${url.replace(/[{}]/g, '$&$&').replace(/\$([A-Z_][A-Z0-9_]*)/g, '{os.environ["$1"]}')}"` : `"${url}"`},`,
    ...(pyHeaders.length ? ['    headers={', ...pyHeaders.map((h) => `    ${h}`), '    },'] : []),
    ...(body !== undefined ? [`    json=${toPython(body).replace(/\n/g, '\n    ')},`] : []),
    '    timeout=10,',
    ')',
    'resp.raise_for_status()',
    'print(resp.json())',
  ].join('\n');

  return [
    { lang: 'curl', label: 'cURL', source: curl },
    { lang: 'javascript', label: 'JavaScript', source: js },
    { lang: 'python', label: 'Python', source: python },
  ];
}

/** A spec without servers: a host readers see is a placeholder, never a relative URL. */
export const PLACEHOLDER_SERVER = 'https://api.example.com';

function urlOf({ server, path, parameters }: SampleInput, credentials: [string, string][]): string {
  // A path parameter without an example stays a readable `{name}` placeholder.
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const example = parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    return example === undefined ? `{${name}}` : encodeURIComponent(example);
  });
  const query = parameters.filter((p) => p.in === 'query' && p.required && p.example !== undefined).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.example!)}`);
  query.push(...credentials.map(([name, variable]) => `${encodeURIComponent(name)}=${variable}`));
  const base = /^[a-z][a-z0-9+.-]*:\/\//i.test(server) ? server : `${PLACEHOLDER_SERVER}${server.startsWith('/') ? server : ''}`;
  return `${base.replace(/\/$/, '')}${filled}${query.length ? `?${query.join('&')}` : ''}`;
}

/** JSON text → a Python literal (true/false/null spelled the Python way). */
function toPython(json: string): string {
  return json.replace(/("(?:[^"\\]|\\.)*")|\btrue\b|\bfalse\b|\bnull\b/g, (m, str: string | undefined) => str ?? ({ true: 'True', false: 'False', null: 'None' } as Record<string, string>)[m]);
}
