// src/client/console/request.ts: the console never stays on "Sending…". A header value HTTP cannot
// carry is encoded (RFC 8187) or said to be unsendable before anything is sent; a call that
// throws resolves as a failure; Cancel resolves at once even when the network never answers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ConsoleModule } from '../../../src/shared/console-contract.ts';
import {
  buildRequest,
  send,
  serverUrl,
  type Draft,
  type Operation,
} from '../../../src/client/console/request.ts';
import { explain } from '../../../src/client/console/explain.ts';

const op: Operation = {
  method: 'get',
  path: '/files',
  document: {},
  operation: {},
  servers: [{ url: 'https://api.example.com' }],
  parameters: [{ name: 'Content-Disposition', in: 'header', required: false, schema: { type: 'string' } }],
};
const draft = (header: string): Draft => ({
  base: 'https://api.example.com',
  mock: false,
  params: { 'header Content-Disposition': header },
  bodyText: '',
  fields: {},
  files: {},
  credentials: { headers: {}, query: {}, cookies: {}, shown: { headers: {}, query: {}, cookies: {} } },
});
const module = { data: { corsProxy: null } } as unknown as ConsoleModule;

// The browser globals fetchExplained reads, with a network that never answers while a test runs.
const saved = { fetch: globalThis.fetch, location: (globalThis as { location?: unknown }).location };
const fetched: RequestInit[] = [];
const unanswered: ((reason: Error) => void)[] = [];
before(() => {
  Object.assign(globalThis, {
    location: { href: 'https://docs.example/', protocol: 'https:' },
    document: { addEventListener() {}, removeEventListener() {} },
    fetch: (_url: string, init: RequestInit) => {
      fetched.push(init);
      // Never settles while the tests run, whatever the signal says.
      return new Promise((_resolve, reject) => unanswered.push(reject));
    },
  });
});
after(async () => {
  // The network gives up once the tests are done, so that fetchExplained ends and clears its
  // 30-second timeout (left pending, it would keep this process alive for 30 s).
  for (const reject of unanswered.splice(0)) reject(new TypeError('network error'));
  await new Promise((resolve) => setImmediate(resolve));
  Object.assign(globalThis, { fetch: saved.fetch, location: saved.location, document: undefined });
});

test('a parameter beyond Latin-1 is sent in RFC 8187 form', () => {
  const request = buildRequest(op, draft('attachment; filename="文件.pdf"'));
  assert.equal(request.headers['Content-Disposition'], "attachment; filename*=UTF-8''%E6%96%87%E4%BB%B6.pdf");
  assert.equal(request.unsendable, undefined);
});

test('a value HTTP cannot carry is unsendable, said in plain words, and nothing is sent', async () => {
  const request = buildRequest(op, draft('文件'));
  const before = fetched.length;
  const outcome = await send(module, op, request, draft('文件'), new AbortController().signal);
  assert.equal('kind' in outcome && outcome.kind, 'unsendable');
  assert.match(
    explain(outcome as never),
    /^The browser cannot send this request: the value of Content-Disposition .* cannot carry/,
  );
  assert.equal(fetched.length, before);
});

test('Cancel resolves at once, even when the network never answers', async () => {
  const controller = new AbortController();
  const outcome = send(module, op, buildRequest(op, draft('inline')), draft('inline'), controller.signal);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(fetched.at(-1)?.method, 'GET', 'the call went out');
  controller.abort();
  assert.deepEqual(await outcome, { kind: 'cancelled' });
});

test('a call that throws resolves as a failure, never leaving the console waiting', async () => {
  const data = {
    corsProxy: null,
    get apis(): never {
      throw new Error('a broken console module');
    },
  };
  const throwing = { data } as unknown as ConsoleModule;
  const outcome = await send(
    throwing,
    op,
    buildRequest(op, draft('inline')),
    { ...draft('inline'), mock: true },
    new AbortController().signal,
  );
  assert.deepEqual(outcome, { kind: 'unsendable', reason: 'a broken console module' });
});

test("a server URL's path is data: '#', '?', spaces and non-ASCII never end the URL, variables filled first", () => {
  const cases: [string, Record<string, string>, string][] = [
    ['https://api.example.com/v1#beta', {}, 'https://api.example.com/v1%23beta'],
    ['https://api.example.com/a?b/c d', {}, 'https://api.example.com/a%3Fb/c%20d'],
    ['https://api.example.com/caf\u00e9/%41/100%', {}, 'https://api.example.com/caf%C3%A9/%41/100%25'],
    ['https://{region}.example.com/{base}', { region: 'eu', base: 'v2#x' }, 'https://eu.example.com/v2%23x'],
    ['https://b\u00fccher.example/x', {}, 'https://xn--bcher-kva.example/x'],
  ];
  for (const [url, values, expected] of cases) {
    const base = serverUrl(
      { url, variables: { region: { default: 'us' }, base: { default: 'v1' } } },
      values,
    );
    assert.equal(base, expected, url);
    const request = buildRequest(op, { ...draft(''), base });
    assert.equal(new URL(request.url).hash, '', url);
    assert.ok(request.url.startsWith(expected), url);
  }
});
