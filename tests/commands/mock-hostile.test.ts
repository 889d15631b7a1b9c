// `docgen mock` (and so the browser's mock: the same core, src/shared/mock/) against a spec built
// to stop or fool it (tests/fixtures/openapi/mock-hostile): a catastrophic-backtracking pattern
// answers at once and blocks no other request; a pattern RE2 cannot run is a build warning;
// `Prefer` asks only for documented statuses from 200 to 599 and an example's own name; a
// security scheme's name is compared as text.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { mock, type RunningMock } from '../../src/commands/mock.ts';
import { buildCases, type BuiltCases } from '../helpers/openapi-cases.ts';

describe('src/shared/mock on a hostile spec, served by docgen mock', () => {
  let built: BuiltCases;
  let running: RunningMock;
  let base: string;
  const lines: string[] = [];
  before(async () => {
    built = await buildCases(['mock-hostile']);
    running = await mock({ root: built.dir, port: 0, log: (line) => lines.push(line) });
    base = `${running.url.replace(/\/$/, '')}/hostile.example/v1`;
  });
  after(() => {
    running?.close();
    built?.cleanup();
  });

  const create = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'x.api+token t0k3n', ...headers },
      body: JSON.stringify(body),
    });

  test('a pattern that backtracks for hours in JavaScript is checked in linear time, and blocks no one', async () => {
    // 5,000 characters: JavaScript's engine would try 2^5000 ways to split them.
    const evil = create({ name: `${'a'.repeat(5000)}!` });
    const other = fetch(`${base}/items`, { method: 'POST' });
    const [answer, otherAnswer] = await Promise.all([evil, other]);
    assert.equal(answer.status, 422);
    const problem = (await answer.json()) as { errors: { pointer: string }[] };
    assert.deepEqual(
      problem.errors.map((e) => e.pointer),
      ['/name'],
    );
    assert.equal(otherAnswer.status, 401, 'the request beside it was answered too');
    assert.equal((await create({ name: 'aaaa' })).status, 201, 'a matching value passes');
  });

  test('a pattern RE2 cannot run is a build warning naming it, and checks nothing in the mock', async () => {
    const warning = built.warnings.find((w) => /cannot be checked in linear time/.test(w.message));
    assert.ok(warning, built.warnings.map((w) => w.message).join('\n'));
    assert.match(warning.message, /\/\^\(\\w\)\\1\$\//);
    assert.match(
      warning.format(),
      /specs\/mock-hostile\/spec\.yaml:\d+ \(#\/paths\/~1items\/post\/requestBody\/content\/application~1json\/schema\/properties\/code\)/,
    );
    assert.equal((await create({ name: 'a', code: 'xy' })).status, 201);
  });

  test("the console's validators run spec patterns on the same engine: no pattern becomes a JavaScript RegExp", () => {
    const dir = path.join(built.dir, 'build', '_docgen');
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.js'))
      .map((f) => readFileSync(path.join(f.parentPath, f.name), 'utf8'));
    const withPattern = files.filter((text) => text.includes('^(a+)+$'));
    assert.ok(withPattern.length > 0, 'the pattern reaches the console');
    for (const text of withPattern) assert.doesNotMatch(text, /new RegExp\("\^\(a\+\)\+\$"/);
    assert.ok(
      files.some((text) => text.includes('RE2JS')),
      'the linear-time engine ships with them',
    );
  });

  test('a security scheme named x.api+token is matched as text, in any case', async () => {
    assert.equal((await create({ name: 'a' }, { authorization: 'X.API+TOKEN t0k3n' })).status, 201);
    assert.equal((await create({ name: 'a' }, { authorization: 'xXapiitoken t0k3n' })).status, 401);
    assert.equal(
      (await create({ name: 'a' }, { authorization: 'x.api+token' })).status,
      401,
      'no credential',
    );
    const keyed = await fetch(`${base}/keyed`);
    assert.equal(keyed.status, 401, 'an API key named `constructor` is no property of every object');
    assert.equal((await fetch(`${base}/keyed`, { headers: { constructor: 'k' } })).status, 200);
  });

  test('Prefer: code= names a documented status from 200 to 599, else 400 with a problem body', async () => {
    for (const code of ['999', '100', 'abc', '', '500', '2000']) {
      const answer = await create({ name: 'a' }, { prefer: `code=${code}` });
      assert.equal(answer.status, 400, `code=${code}`);
      assert.match(answer.headers.get('content-type') ?? '', /application\/problem\+json/);
      const problem = (await answer.json()) as { detail: string };
      assert.match(problem.detail, /Prefer: code=/, `code=${code}: ${problem.detail}`);
    }
    assert.equal((await create({ name: 'a' }, { prefer: 'code=404' })).status, 404);
  });

  test("Prefer: example= is an example's own name, never an inherited key", async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '']) {
      const answer = await create({ name: 'a' }, { prefer: `example=${name}` });
      assert.equal(answer.status, 400, `example=${name}`);
      assert.match(((await answer.json()) as { detail: string }).detail, /names no example/);
    }
    const second = await create({ name: 'a' }, { prefer: 'example=second' });
    assert.equal(second.status, 201);
    assert.deepEqual(await second.json(), { name: 'aaaa' });
  });

  test('a header example beyond Latin-1: RFC 8187 for a parameter, else left out with a note; logged', async () => {
    const logged = lines.length;
    const answer = await fetch(`${base}/download`);
    assert.equal(answer.status, 200);
    assert.equal(
      answer.headers.get('content-disposition'),
      "attachment; filename*=UTF-8''%E6%96%87%E4%BB%B6.pdf",
    );
    assert.equal(answer.headers.get('x-title'), null);
    assert.match(
      answer.headers.get('x-mock-note') ?? '',
      /X-Title left out: the value of X-Title .* cannot carry/,
    );
    assert.equal(answer.headers.get('x-plain'), 'café', 'Latin-1 is sent as it is');
    assert.deepEqual(await answer.json(), { ok: true });
    assert.match(lines.slice(logged).join('\n'), /GET \/hostile\.example\/v1\/download → 200/);
  });

  test('a body over the limit gets its 413 (problem body), never a reset; the limit is configurable', async () => {
    const small = await mock({ root: built.dir, port: 0, log: () => {}, maxBodyBytes: 2048 });
    try {
      const url = `${small.url}hostile.example/v1/items`;
      const headers = { 'content-type': 'application/json', authorization: 'x.api+token t' };
      for (const size of [4096, 20 * 1024 * 1024]) {
        const answer = await fetch(url, { method: 'POST', headers, body: `"${'x'.repeat(size)}"` });
        assert.equal(answer.status, 413, `${size} bytes`);
        assert.match(
          ((await answer.json()) as { detail: string }).detail,
          /up to 2 KB \(docgen mock --max-body <MB>\)/,
        );
      }
      // Streamed, with no Content-Length: refused once it passes the limit.
      const chunk = new TextEncoder().encode('y'.repeat(10_000));
      const body = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 50; i++) controller.enqueue(chunk);
          controller.close();
        },
      });
      const streamed = await fetch(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
      assert.equal(streamed.status, 413);
      assert.equal(
        (await fetch(url, { method: 'POST', headers, body: '{"name":"a"}' })).status,
        201,
        'then a small one passes',
      );
    } finally {
      small.close();
    }
  });

  test("every answer carries the site's nosniff and CSP; an HTML example is sandboxed", async () => {
    const page = await fetch(`${base}/page`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.match(page.headers.get('content-security-policy') ?? '', /^default-src 'self';.*; sandbox$/);
    const json = await fetch(`${base}/keyed`, { headers: { constructor: 'k' } });
    assert.equal(json.headers.get('x-content-type-options'), 'nosniff');
    assert.match(json.headers.get('content-security-policy') ?? '', /default-src 'self'/);
  });

  test('If-None-Match: * is answered as RFC 9110 says: 304 for GET, 412 otherwise, when there is a representation', async () => {
    const get = await fetch(`${base}/keyed`, { headers: { constructor: 'k', 'if-none-match': '*' } });
    assert.equal(get.status, 304);
    const post = await create({ name: 'a' }, { 'if-none-match': '*' });
    assert.equal(post.status, 412);
    assert.match(((await post.json()) as { title: string }).title, /Precondition Failed/);
    assert.equal((await create({ name: 'a' }, { 'if-none-match': '*', prefer: 'code=404' })).status, 404);
    assert.equal(
      (await create({ name: 'a' }, { 'if-none-match': '"abc"' })).status,
      201,
      'an entity tag the mock never gave',
    );
  });
});
