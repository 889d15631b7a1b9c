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
  const url = urlOf(input);
  const headers: [string, string][] = input.parameters.filter((p) => p.in === 'header' && p.example !== undefined).map((p) => [p.name, p.example!]);
  const auth = input.security[0];
  if (auth && /basic/i.test(auth.kind)) headers.unshift(['Authorization', 'Basic $CREDENTIALS']);
  else if (auth) headers.unshift(['Authorization', 'Bearer $EVOLVE_ACCESS_TOKEN']);
  const media = input.requestBody?.contents[0];
  const body = media?.examples[0]?.value;
  if (media && body !== undefined) headers.push(['Content-Type', media.mediaType]);

  const curl = [`curl -sS -X ${method} "${url}"`, ...headers.map(([k, v]) => `  -H "${k}: ${v}"`), ...(body !== undefined ? [`  --data '${body.replace(/'/g, "'\\''")}'`] : [])].join(' \\\n');

  const jsHeaders = headers.map(([k, v]) => `    '${k}': ${v.includes('$') ? `\`${v.replace(/\$([A-Z_]+)/g, '${process.env.$1}')}\`` : `'${v}'`},`);
  const js = [
    `const res = await fetch('${url}', {`,
    `  method: '${method}',`,
    ...(jsHeaders.length ? ['  headers: {', ...jsHeaders, '  },'] : []),
    ...(body !== undefined ? [`  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),`] : []),
    '});',
    "if (!res.ok) throw new Error(`Request failed: ${res.status} ${await res.text()}`);",
    'console.log(await res.json());',
  ].join('\n');

  const pyHeaders = headers.map(([k, v]) => `    "${k}": ${v.includes('$') ? `f"${v.replace(/\$([A-Z_]+)/g, '{os.environ["$1"]}')}"` : `"${v}"`},`);
  const python = [
    'import os',
    '',
    'import requests',
    '',
    `resp = requests.request(`,
    `    "${method}",`,
    `    "${url}",`,
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

function urlOf({ server, path, parameters }: SampleInput): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(parameters.find((p) => p.in === 'path' && p.name === name)?.example ?? `{${name}}`));
  const query = parameters.filter((p) => p.in === 'query' && p.required && p.example !== undefined).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.example!)}`);
  return `${server.replace(/\/$/, '')}${filled}${query.length ? `?${query.join('&')}` : ''}`;
}

/** JSON text → a Python literal (true/false/null spelled the Python way). */
function toPython(json: string): string {
  return json.replace(/("(?:[^"\\]|\\.)*")|\btrue\b|\bfalse\b|\bnull\b/g, (m, str: string | undefined) => str ?? ({ true: 'True', false: 'False', null: 'None' } as Record<string, string>)[m]);
}
