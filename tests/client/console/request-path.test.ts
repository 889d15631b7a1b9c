// src/client/console/request.ts: the URL Try it sends to. A path key docgen kept with its query
// string (`/icons/{id}?beta=true` beside `/icons/{id}`, src/openapi/load/query-in-paths.ts) is
// sent as its path part with the query names as parameters: never `%3F` in the path, nor two `?`.
// An empty path parameter is its `{name}` placeholder in the snippets, and Send refuses it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse } from 'shell-quote';
import { buildRequest, checkDraft, type Draft, type Operation } from '../../../src/client/console/request.ts';
import { curl, javascript, python } from '../../../src/client/console/snippets.ts';
import type { ConsoleModule } from '../../../src/shared/console-contract.ts';

const none = { headers: {}, query: {}, cookies: {} };
const op: Operation = {
  method: 'get',
  path: '/icons/{id}?beta=true',
  document: {},
  operation: {},
  parameters: [
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'beta', in: 'query', required: true, schema: { type: 'string' } },
  ],
  servers: [{ url: 'https://api.icons.example/v1' }],
};

describe('src/client/console/request.ts: the request path', () => {
  test('a path key with its query string: the path part, the query from the parameters', () => {
    const request = buildRequest(op, {
      base: 'https://api.icons.example/v1',
      mock: false,
      params: { 'path id': 'a b/c', 'query beta': 'true' },
      bodyText: '',
      fields: {},
      files: {},
      credentials: { ...none, shown: none },
    });
    assert.equal(request.url, 'https://api.icons.example/v1/icons/a%20b%2Fc?beta=true');
    assert.equal(request.pathAndQuery, '/icons/a%20b%2Fc?beta=true');
  });
});

describe('src/client/console/request.ts: an empty path parameter', () => {
  // A name as a spec may write it: quotes, `$()`, a slash, `<`, a space.
  const name = `file'key$(id)/<b> x`;
  const files: Operation = {
    method: 'get',
    path: `/v1/files/{${name}}/nodes/{node}`,
    document: {},
    operation: {},
    parameters: [
      { name, in: 'path', required: true, schema: { type: 'string' } },
      { name: 'node', in: 'path', required: true, schema: { type: 'string' } },
    ],
    servers: [{ url: 'https://api.figma.example' }],
  };
  const draft = (params: Record<string, string>): Draft => ({
    base: 'https://api.figma.example',
    mock: false,
    params,
    bodyText: '',
    fields: {},
    files: {},
    credentials: { ...none, shown: none },
  });
  const module = { data: {}, validators: () => ({}) } as unknown as ConsoleModule;

  test("the snippets keep its placeholder as the page's sample does; the request itself is not changed", () => {
    const request = buildRequest(files, draft({ [`path ${name}`]: '', 'path node': `1:2 $&'` }));
    const shownUrl = `https://api.figma.example/v1/files/{${name}}/nodes/1%3A2%20%24%26'`;
    assert.equal(request.shown.url, shownUrl);
    assert.equal(request.url, "https://api.figma.example/v1/files//nodes/1%3A2%20%24%26'");
    // The cURL command reads back as one URL word, cURL told not to expand its braces.
    const words = parse(curl(request));
    assert.deepEqual(words.slice(0, 5), ['curl', '-X', 'GET', '--globoff', shownUrl]);
    assert.ok(javascript(request).includes(JSON.stringify(shownUrl)), javascript(request));
    assert.ok(python(request).includes(JSON.stringify(shownUrl)), python(request));
  });

  test('filled in, the value replaces the placeholder in both', () => {
    const request = buildRequest(files, draft({ [`path ${name}`]: 'a/b', 'path node': '7' }));
    assert.equal(request.shown.url, 'https://api.figma.example/v1/files/a%2Fb/nodes/7');
    assert.equal(request.url, request.shown.url);
  });

  test('Send is refused while it is empty: the field says it is required', () => {
    const problems = checkDraft(module, files, draft({ [`path ${name}`]: '', 'path node': '7' }));
    assert.deepEqual(problems, [{ field: `path ${name}`, message: `${name} is required` }]);
  });
});
