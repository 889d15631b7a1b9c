// src/client/console/snippets.ts and auth.ts's token command: the commands the console offers
// are safe to paste. Hostile strings (quotes, $(), backticks, newlines, ;, &&, NUL…) in every
// value that reaches a command (server URL, path, query, header, cookie, body, form fields, file
// names, credentials) come back exactly as meant when a shell-words parser (shell-quote), bash
// itself, JavaScript and Python read the generated cURL, fetch and requests code; and no form of
// a secret (as typed, URL-encoded, JSON- or shell-escaped, in Basic's base64) is ever shown.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { parse } from 'shell-quote';
import { credentialsOf, setValues, tokenCurl, type Scheme } from '../../../src/client/console/auth.ts';
import { buildRequest, type Draft, type Operation } from '../../../src/client/console/request.ts';
import { curl, javascript, python, SECRET } from '../../../src/client/console/snippets.ts';

const HOSTILE = [
  `'`,
  `"`,
  '$(id)',
  '`id`',
  '\n',
  ';',
  '&&',
  '\0',
  '\\',
  '!',
  '{a,b}',
  '[1-2]',
  '*',
  '~',
  ' ',
  '-',
  '@',
  '<',
  '|',
  '%',
  'é',
  '\u2028',
  '#',
  '$HOME',
  ')',
  '=',
  'a',
];
const hostile = (minLength = 0) =>
  fc.array(fc.constantFrom(...HOSTILE), { minLength, maxLength: 8 }).map((parts) => parts.join(''));
/** A secret unlike anything else in the request, so finding it (in any form) means it leaked. */
const secret = hostile(2).map((s) => `Zq9${s}`);
/** Values HTTP can carry in a header (fetch refuses NUL and line breaks there). */
const headerValue = hostile().map((s) => s.replace(/[\0\n\u2028]/g, ''));

const operation = (extra: Partial<Operation> = {}): Operation => ({
  method: 'post',
  path: '/items/{id}',
  document: {},
  operation: {},
  servers: [{ url: 'https://api.example.com' }],
  parameters: [
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    { name: 'X-Trace', in: 'header', required: false, schema: { type: 'string' } },
    { name: 'session', in: 'cookie', required: false, schema: { type: 'string' } },
  ],
  ...extra,
});

const schemes = {
  query: { type: 'apiKey', in: 'query', name: 'api_key' },
  cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
  bearer: { type: 'http', scheme: 'bearer' },
  basic: { type: 'http', scheme: 'basic' },
};
const scheme = (name: keyof typeof schemes, values: Record<string, string>): Scheme => {
  setValues(`test#${name}`, values);
  return { name, id: `test#${name}`, scheme: schemes[name], scopes: [] };
};

interface Case {
  base: string;
  id: string;
  q: string;
  trace: string;
  session: string;
  body: string;
  fields: Record<string, string>;
  fileName: string;
  kind: 'json' | 'form' | 'multipart';
  key: string;
  token: string;
  password: string;
}

const cases = fc.record<Case>({
  base: hostile().map((s) => `https://api.example.com/${s}`),
  id: hostile(),
  q: hostile(),
  trace: headerValue,
  session: headerValue,
  body: hostile(),
  fields: fc.dictionary(hostile(1), hostile(1), { maxKeys: 3 }),
  fileName: hostile(1).map((s) => s.replace(/\0/g, '')),
  kind: fc.constantFrom('json', 'form', 'multipart'),
  key: secret,
  token: secret,
  password: secret,
});

function requestOf(c: Case, basic: boolean) {
  const alternative = basic
    ? [scheme('basic', { username: 'ann', password: c.password }), scheme('query', { key: c.key })]
    : [
        scheme('bearer', { token: c.token }),
        scheme('query', { key: c.key }),
        scheme('cookie', { key: c.password }),
      ];
  const mediaType = {
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    multipart: 'multipart/form-data',
  }[c.kind];
  const draft: Draft = {
    base: c.base,
    mock: false,
    params: { 'path id': c.id, 'query q': c.q, 'header X-Trace': c.trace, 'cookie session': c.session },
    mediaType,
    bodyText: c.body,
    fields: c.fields,
    files: c.kind === 'multipart' ? { upload: new File(['x'], c.fileName) } : {},
    credentials: credentialsOf(alternative),
  };
  return buildRequest(operation(), draft);
}

/** The words cURL should be given, line by line, for the shown request. */
function meantCurl(request: ReturnType<typeof requestOf>): string[][] {
  const shown = request.shown;
  const url = [...(/[[\]{}]/.test(shown.url) ? ['--globoff'] : []), shown.url];
  const lines = [['curl', '-X', shown.method, ...url]];
  for (const [name, value] of Object.entries(shown.headers)) lines.push(['-H', `${name}: ${value}`]);
  const cookie = Object.entries(shown.cookies)
    .map(([n, v]) => `${n}=${v}`)
    .join('; ');
  if (cookie) lines.push(['-b', cookie]);
  if (typeof shown.body === 'string' && shown.body !== '') lines.push(['--data-raw', shown.body]);
  if (shown.body instanceof FormData)
    for (const [name, value] of shown.body.entries())
      lines.push(
        typeof value === 'string'
          ? ['--form-string', `${name}=${value}`]
          : ['-F', `${name}=@${curlFile(value.name)}`],
      );
  return lines;
}
const curlFile = (name: string) => (/^[\w.-]+$/.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`);

/** Every form a secret could take in a snippet. */
function formsOf(value: string): string[] {
  return [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
    JSON.stringify(value).slice(1, -1),
    value.replace(/'/g, `'\\''`),
    btoa(String.fromCharCode(...new TextEncoder().encode(`ann:${value}`))),
  ];
}

function assertMasked(text: string, c: Case, basic: boolean, label: string) {
  for (const s of basic ? [c.password, c.key] : [c.token, c.key, c.password])
    for (const form of formsOf(s))
      assert.ok(!text.includes(form), `${label} shows a secret as ${JSON.stringify(form)}:\n${text}`);
  assert.ok(
    text.includes(basic ? `Basic ${SECRET}` : `Bearer ${SECRET}`),
    `${label} keeps the scheme:\n${text}`,
  );
}

test('cURL: shell-quote reads back exactly the words meant; no secret in any form; Bearer/Basic kept', () => {
  fc.assert(
    fc.property(cases, fc.boolean(), (c, basic) => {
      const request = requestOf(c, basic);
      const command = curl(request);
      // shell-quote reads each `\` + newline between lines as an empty word.
      const meant = meantCurl(request).flatMap((words, i) => (i ? ['', ...words] : words));
      assert.deepEqual(parse(command), meant, command);
      for (const text of [command, javascript(request), python(request)])
        assertMasked(text, c, basic, 'a snippet');
    }),
    { numRuns: 300 },
  );
});

test('cURL: bash runs each command with exactly the arguments meant, and nothing else', () => {
  const samples = fc.sample(cases, { numRuns: 40, seed: 20261126 }).map((c, i) => requestOf(c, i % 2 === 0));
  // NUL cannot be an argument of any program: those values are checked by the parser above.
  const runnable = samples.filter((r) => !curl(r).includes('\0'));
  const script = [`curl() { printf '%s\\0' "$@"; printf '\\1\\0'; }`, ...runnable.map(curl)].join('\n');
  const ran = spawnSync('bash', ['-c', script], {
    encoding: 'utf8',
    env: { HOME: '/nonexistent', PATH: process.env.PATH },
  });
  assert.equal(ran.status, 0, ran.stderr);
  const calls = ran.stdout
    .split('\u0001\0')
    .slice(0, -1)
    .map((out) => out.split('\0').slice(0, -1));
  assert.deepEqual(
    calls,
    runnable.map((r) => meantCurl(r).flat().slice(1)),
  );
});

test('JavaScript: the snippet, run with a recording fetch, sends exactly the shown request', async () => {
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  for (const c of fc.sample(cases, { numRuns: 60, seed: 20261127 })) {
    const request = requestOf(c, false);
    let seen:
      { url: string; init: { method: string; headers?: Record<string, string>; body?: unknown } } | undefined;
    const fetch = async (url: string, init: NonNullable<typeof seen>['init']) => {
      seen = { url, init };
      return { status: 200, text: async () => '' };
    };
    const file = new File(['x'], c.fileName);
    await new AsyncFunction('fetch', 'console', 'fileInput', javascript(request))(
      fetch,
      { log() {} },
      { files: [file] },
    );
    const shown = request.shown;
    assert.equal(seen!.url, shown.url);
    assert.equal(seen!.init.method, shown.method);
    const cookie = Object.entries(shown.cookies)
      .map(([n, v]) => `${n}=${v}`)
      .join('; ');
    assert.deepEqual(seen!.init.headers, { ...shown.headers, ...(cookie ? { Cookie: cookie } : {}) });
    if (shown.body instanceof FormData)
      assert.deepEqual([...(seen!.init.body as FormData).entries()], [...shown.body.entries()]);
    else if (shown.body) assert.equal(seen!.init.body, shown.body);
  }
});

test('Python: the snippet, run with a recording requests module, sends exactly the shown request', (t) => {
  if (spawnSync('python3', ['--version']).status !== 0) return t.skip('python3 is not installed');
  const requests = fc.sample(cases, { numRuns: 60, seed: 20261127 }).map((c) => requestOf(c, false));
  const runner = `
import json, sys, types
out = []
def request(method, url, **kw):
    out.append({"method": method, "url": url, **{k: (v.decode() if isinstance(v, bytes) else v) for k, v in kw.items()}})
    return types.SimpleNamespace(status_code=200, text="")
sys.modules["requests"] = types.SimpleNamespace(request=request)
for source in json.load(sys.stdin):
    exec(source, {"open": lambda name, mode: "file:" + name, "print": lambda *a: None})
print(json.dumps(out))
`;
  const ran = spawnSync('python3', ['-c', runner], {
    input: JSON.stringify(requests.map(python)),
    encoding: 'utf8',
  });
  assert.equal(ran.status, 0, ran.stderr);
  const calls = JSON.parse(ran.stdout) as Record<string, unknown>[];
  requests.forEach((request, i) => {
    const shown = request.shown;
    const call = calls[i];
    assert.equal(call.url, shown.url);
    assert.equal(call.method, shown.method);
    assert.deepEqual(call.headers ?? {}, shown.headers);
    assert.deepEqual(call.cookies ?? {}, shown.cookies);
    if (typeof shown.body === 'string' && shown.body) assert.equal(call.data, shown.body);
    if (shown.body instanceof FormData) {
      const entries = [...shown.body.entries()];
      const text = entries.filter(([, v]) => typeof v === 'string');
      if (text.length) assert.deepEqual(call.data, Object.fromEntries(text));
      const files = entries.filter(([, v]) => typeof v !== 'string');
      assert.deepEqual(
        call.files ?? {},
        Object.fromEntries(files.map(([n, v]) => [n, `file:${(v as File).name}`])),
      );
    }
  });
});

test('the token request offered when the browser blocks it: a hostile token URL, client ID and scope stay words', () => {
  fc.assert(
    fc.property(hostile(), hostile(), hostile(), (url, id, scope) => {
      const body = new URLSearchParams({ grant_type: 'client_credentials', scope }).toString();
      const command = tokenCurl(
        `https://auth.example.com/${url}`,
        { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        { id },
      );
      const target = `https://auth.example.com/${url}`;
      const meant = [
        ['curl', '-X', 'POST', ...(/[[\]{}]/.test(target) ? ['--globoff'] : []), target],
        ['-u', `${id}:${SECRET}`],
        ['-H', 'Content-Type: application/x-www-form-urlencoded'],
        ['--data-raw', body],
      ];
      assert.deepEqual(
        parse(command),
        meant.flatMap((words, i) => (i ? ['', ...words] : words)),
        command,
      );
    }),
    { numRuns: 200 },
  );
});
