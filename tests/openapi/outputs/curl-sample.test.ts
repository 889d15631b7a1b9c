// src/openapi/outputs/curl-sample.ts: the build-time cURL sample is safe to paste whatever the spec
// holds. Hostile strings (quotes, $(), backticks, newlines, ;, &&…) as the server URL, parameter
// names and examples, header and cookie examples, JSON, form and multipart bodies, field and file
// names: bash runs each sample as one cURL call whose arguments are exactly what shell-quote reads,
// each value arrives as written, and nothing else runs (a canary file is never created).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { parse } from 'shell-quote';
import { generateCodeSamples } from '../../../src/openapi/outputs/code-samples.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-curl-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const canary = path.join(dir, 'ran');

const HOSTILE = [
  `'`,
  `"`,
  `$(touch ${canary})`,
  `\`touch ${canary}\``,
  '\n',
  ';',
  '&&',
  '\\',
  '!',
  '{a,b}',
  '*',
  '~',
  ' ',
  '-',
  '@',
  '<',
  '|',
  '%',
  'é',
  '#',
  '$HOME',
  '=',
  'a',
  '\nEOF\n',
  '?',
  '%zz',
  '\u{1F600}',
];
const hostile = (minLength = 0) =>
  fc.array(fc.constantFrom(...HOSTILE), { minLength, maxLength: 6 }).map((parts) => parts.join(''));
const oneLine = (minLength = 0) => hostile(minLength).map((s) => s.replace(/\n/g, ''));

interface Spec {
  server: string;
  pathName: string;
  query: string;
  header: string;
  cookie: string;
  kind: 'json' | 'form' | 'multipart';
  field: string;
  value: string;
  fileField: string;
}

const specs = fc.record<Spec>({
  // Written as a spec may hold it: `#`, `?`, spaces, a stray `%` and non-ASCII are path data.
  // (An escape already written, `%41`, is kept as it is.)
  server: fc
    .array(fc.constantFrom(...HOSTILE, '%41', '/'), { maxLength: 6 })
    .map((parts) => parts.join('').replace(/\n/g, '')),
  pathName: oneLine(1),
  query: hostile(),
  header: oneLine(),
  cookie: oneLine(),
  kind: fc.constantFrom('json', 'form', 'multipart'),
  field: hostile(1),
  value: hostile(),
  fileField: oneLine(1),
});

function samplesOf(s: Spec) {
  const mediaType = {
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    multipart: 'multipart/form-data',
  }[s.kind];
  const properties: Record<string, object> = { [s.field]: { type: 'string' }, note: { type: 'string' } };
  if (s.kind === 'multipart') properties[s.fileField] = { type: 'string', format: 'binary' };
  const example = { [s.field]: s.value, note: `it's ${s.value}` };
  const parameters = [
    { name: s.pathName, in: 'path', required: true, schema: { type: 'string' } },
    { name: 'q', in: 'query', required: true, schema: { type: 'string' }, example: s.query },
    { name: 'X-Trace', in: 'header', schema: { type: 'string' }, example: s.header },
    { name: 'session', in: 'cookie', required: true, schema: { type: 'string' }, example: s.cookie },
  ];
  const operation = {
    parameters,
    requestBody: { content: { [mediaType]: { schema: { type: 'object', properties }, example } } },
    responses: { '204': { description: 'Done.' } },
  };
  const item = { post: operation };
  const pathKey = `/items/{${s.pathName}}`;
  const document = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { [pathKey]: item } };
  return generateCodeSamples({
    document,
    method: 'post',
    path: pathKey,
    item,
    operation,
    server: { url: `https://api.example.com/${s.server}` },
    parameters,
    security: [
      {
        scheme: 'key',
        kind: 'API key',
        scopes: [],
        alternative: 0,
        credential: { in: 'query', name: 'api_key', style: 'key', variable: 'API_KEY' },
      },
      {
        scheme: 'bearer',
        kind: 'HTTP bearer',
        scopes: [],
        alternative: 0,
        credential: { in: 'header', name: 'Authorization', style: 'bearer', variable: 'TOKEN' },
      },
    ],
    languages: ['curl'],
  })[0].source;
}

/** The reference: each character outside RFC 3986's path characters as UTF-8 escapes, an escape already written kept. */
const pathData = (text: string) =>
  text.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) => encodeURIComponent(c));

const ENV = { API_KEY: 'key-value', TOKEN: 'token-value' };

test('bash runs every sample as one cURL call with exactly the words shell-quote reads, and nothing else', () => {
  // A fixed seed: the run is the same every time (a new hostile case found is a new seeded test, not a flaky CI).
  const specsRun = fc.sample(specs, { numRuns: 150, seed: 20261126 });
  const commands = specsRun.map(samplesOf);
  const script = [`curl() { printf '%s\\0' "$@"; printf '\\1\\0'; }`, ...commands].join('\n');
  const ran = spawnSync('bash', ['-c', script], {
    encoding: 'utf8',
    env: { ...ENV, HOME: '/nonexistent', PATH: process.env.PATH },
  });
  assert.equal(ran.status, 0, ran.stderr);
  assert.equal(existsSync(canary), false, 'a sample ran a command of the spec');
  const calls = ran.stdout
    .split('\u0001\0')
    .slice(0, -1)
    .map((out) => out.split('\0').slice(0, -1));
  assert.equal(calls.length, commands.length, 'one cURL call per sample');
  commands.forEach((command, i) => {
    const words = parse(command, ENV).filter((w) => w !== '');
    assert.deepEqual(calls[i], words.slice(1), command);
    const s = specsRun[i];
    const valueOf = (option: string) => calls[i].filter((_, j) => calls[i][j - 1] === option);
    const url = new URL(valueOf('--url')[0]);
    // The server's path is data: nothing in it starts a query or a fragment, and it reads back as written.
    assert.equal(url.hash, '', command);
    assert.equal(url.host, 'api.example.com', command);
    // (A server URL ending in `/` is written without it, as the paths start with one.)
    assert.ok(url.pathname.startsWith(`/${pathData(s.server)}`.replace(/\/+$/, '') + '/items/'), command);
    assert.equal(url.searchParams.get('q'), s.query, command);
    assert.equal(url.searchParams.get('api_key'), ENV.API_KEY);
    // A path placeholder stays readable (a name the generator cannot substitute stays URL-encoded).
    if (/^[\w.-]+$/.test(s.pathName))
      assert.ok(valueOf('--url')[0].includes(`/items/{${s.pathName}}?`), command);
    const headers = valueOf('--header');
    assert.ok(headers.includes(`Authorization: Bearer ${ENV.TOKEN}`), command);
    // White space around a field value is not part of it (RFC 9110 §5.5): compared without it.
    if (s.header?.trim())
      assert.ok(
        headers.some(
          (h) => h.startsWith('X-Trace:') && h.slice('X-Trace:'.length).trim() === s.header.trim(),
        ),
        command,
      );
    assert.deepEqual(valueOf('--cookie'), [`session=${s.cookie}`], command);
    if (s.kind === 'json')
      assert.deepEqual(JSON.parse(valueOf('--data')[0] ?? valueOf('--data-raw')[0]), {
        [s.field]: s.value,
        note: `it's ${s.value}`,
      });
    if (s.kind === 'form')
      for (const field of [`${encodeURIComponent(s.field)}=${s.value}`, `note=it's ${s.value}`])
        assert.ok(valueOf('--data-urlencode').includes(field), command);
    if (s.kind === 'multipart') {
      const fields = [...valueOf('--form'), ...valueOf('--form-string')];
      assert.ok(fields.includes(`note=it's ${s.value}`), command);
      assert.ok(
        fields.some((f) => f.startsWith(`${s.fileField}=`)),
        command,
      );
    }
  });
});
