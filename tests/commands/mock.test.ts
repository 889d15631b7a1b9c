// `docgen mock` over HTTP on the Evolve site's three specs: every operation answers a valid
// request with a documented status and a body that fits its documented schema; bad input gets
// the API's own 400/422 with JSON pointers; no token gets 401; a client-credentials token works.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mock, type RunningMock } from '../../src/commands/mock.ts';
import { sampler, specValidator } from '../../src/openapi/outputs/json-schema.ts';
import type { MockOperation } from '../../src/shared/mock/operations.ts';
import type { OpenApiDoc } from '../../src/shared/mock/types.ts';
import { repoRoot } from '../helpers/fixtures.ts';

describe('src/commands/mock.ts on the Evolve specs', () => {
  let running: RunningMock;
  const lines: string[] = [];
  let base: string;
  let token: string;
  let operations: MockOperation[];
  before(async () => {
    running = await mock({ root: repoRoot, port: 0, log: (line) => lines.push(line) });
    base = running.url.replace(/\/$/, '');
    const { createMock } = await import('../../src/shared/mock/mock.ts');
    // The same table the server routes with, to know every operation and its spec.
    const { loadConfig } = await import('../../src/config/load-config.ts');
    const { loadOpenApi } = await import('../../src/openapi/load/load-openapi.ts');
    const { config } = await loadConfig(repoRoot);
    const apis = (await Promise.all(config.openapi.map((s) => loadOpenApi(repoRoot, s)))).map((a) => ({
      name: a.file,
      document: a.document,
    }));
    operations = createMock({ apis, validatorFor: () => () => [], sample: sampler }).operations;
  });
  after(() => running?.close());

  const tokenRequest = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/auth.evolve.example/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  test('mounts: each API under its server URL without the scheme', () => {
    assert.deepEqual(
      running.mounts.map((m) => m.urls[0].slice(base.length)),
      [
        '/auth.evolve.example',
        '/img.evolve.example',
        // Image Search v0 (an older version of the API, config `openapi[].version`) has a server of its own.
        '/api.evolve.example/image-search/v0',
        '/api.evolve.example/image-search/v1',
      ],
    );
  });

  test('the token endpoint issues a token for any client, with the scopes asked for', async () => {
    const res = await tokenRequest(
      'grant_type=client_credentials&client_id=evc_8fK2pQ9xL4mT7vB1&client_secret=evs_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    );
    assert.equal(res.status, 200);
    const body = (await res.json()) as { access_token: string; token_type: string };
    assert.equal(body.token_type, 'Bearer');
    token = body.access_token;
    assert.match(token, /^mock_/);
    const narrow = await tokenRequest('grant_type=client_credentials&scope=search:query', {
      authorization: `Basic ${btoa('evc_8fK2pQ9xL4mT7vB1:secret')}`,
    });
    const limited = ((await narrow.json()) as { access_token: string }).access_token;
    const usage = await fetch(`${base}/api.evolve.example/image-search/v1/usage`, {
      headers: { authorization: `Bearer ${limited}` },
    });
    assert.equal(usage.status, 403, 'a token without usage:read cannot read usage');
    assert.equal(((await usage.json()) as { code: string }).code, 'insufficient_scope');
  });

  test('every operation answers a valid request with a documented status and a body that fits its schema', async () => {
    assert.equal(operations.length, 13, `${operations.length} operations (9, and v0's 4)`);
    for (const op of operations) {
      const request = validRequest(op);
      const res = await fetch(`${base}${request.path}${request.query ? `?${request.query}` : ''}`, {
        method: op.method.toUpperCase(),
        headers: { authorization: `Bearer ${token}`, ...request.headers },
        body: request.body,
      });
      const label = `${op.method.toUpperCase()} ${op.mockPath}`;
      assert.ok(
        op.operation.responses[String(res.status)],
        `${label}: ${res.status} is documented (${await res.clone().text()})`,
      );
      assert.ok(res.status < 300, `${label}: ${res.status}`);
      const type = (res.headers.get('content-type') ?? '').split(';')[0];
      const media =
        op.operation.responses[String(res.status)].content?.[type] ??
        op.operation.responses[String(res.status)].content?.['image/*'];
      if (type.includes('json')) {
        const errors = specValidator(op.api.document)(media.schema, await res.json());
        assert.deepEqual(errors, [], `${label}: the body fits its schema`);
      } else if (media) {
        assert.ok((await res.arrayBuffer()).byteLength > 0, `${label}: a body`);
      }
    }
  });

  test('bad input: the API’s own 422 with a JSON pointer, 400 for a bad parameter', async () => {
    const search = await fetch(`${base}/api.evolve.example/image-search/v1/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ image: { url: 'https://x.example/a.jpg' }, top_k: 500 }),
    });
    assert.equal(search.status, 422);
    assert.match(search.headers.get('content-type') ?? '', /application\/problem\+json/);
    const problem = (await search.json()) as { code: string; errors: { pointer: string; code: string }[] };
    assert.equal(problem.code, 'validation_failed');
    assert.deepEqual(
      problem.errors.map((e) => [e.pointer, e.code]),
      [['#/top_k', 'out_of_range']],
    );
    const bad = await fetch(`${base}/api.evolve.example/image-search/v1/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"image":',
    });
    assert.equal(bad.status, 400);
  });

  test('no token: 401; an unknown path: 404; Prefer picks a documented response', async () => {
    const anonymous = await fetch(`${base}/api.evolve.example/image-search/v1/usage`);
    assert.equal(anonymous.status, 401);
    assert.equal(((await anonymous.json()) as { code: string }).code, 'unauthorized');
    assert.equal((await fetch(`${base}/api.evolve.example/nowhere`)).status, 404);
    const preferred = await fetch(`${base}/api.evolve.example/image-search/v1/usage`, {
      headers: { authorization: `Bearer ${token}`, prefer: 'code=429' },
    });
    assert.equal(preferred.status, 429);
    const undocumented = await fetch(`${base}/api.evolve.example/image-search/v1/usage`, {
      headers: { authorization: `Bearer ${token}`, prefer: 'code=418' },
    });
    assert.equal(undocumented.status, 400);
    assert.match(await undocumented.text(), /not a documented response/);
  });

  test('CORS is open to the docs origin and local previews, and each request is logged', async () => {
    const res = await fetch(`${base}/api.evolve.example/image-search/v1/usage`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    const foreign = await fetch(`${base}/api.evolve.example/image-search/v1/usage`, {
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    assert.ok(
      lines.some((l) => /^GET \/api\.evolve\.example\/image-search\/v1\/usage → 401 \(\d+ ms\)$/.test(l)),
      lines.join('\n'),
    );
  });
});

/** A request the spec would accept: parameters and body from its examples (or made from schemas). */
function validRequest(op: MockOperation): {
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string;
} {
  const params = [...(op.pathItem.parameters ?? []), ...(op.operation.parameters ?? [])];
  const value = (p: OpenApiDoc) =>
    String(
      p.example ??
        p.schema?.examples?.[0] ??
        p.schema?.example ??
        p.schema?.default ??
        p.schema?.enum?.[0] ??
        sampler(p.schema ?? {}, 'request'),
    );
  let path = op.mockPath;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of params) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value(p)));
    else if (p.in === 'query' && p.required) query.set(p.name, value(p));
    else if (p.in === 'header' && p.required) headers[p.name] = value(p);
  }
  const content = op.operation.requestBody?.content;
  if (!content) return { path, query: query.toString(), headers };
  const [type, media] = Object.entries<Record<string, any>>(content)[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
  const example =
    media.example ??
    Object.values<{ value: unknown }>(media.examples ?? {})[0]?.value ??
    sampler(media.schema, 'request');
  headers['content-type'] = type;
  const body =
    type === 'application/x-www-form-urlencoded'
      ? new URLSearchParams(example as Record<string, string>).toString()
      : typeof example === 'string'
        ? example
        : JSON.stringify(example);
  return { path, query: query.toString(), headers, body };
}
