// src/client/console/request.ts: the URL Try it sends to. A path key docgen kept with its query
// string (`/icons/{id}?beta=true` beside `/icons/{id}`, src/openapi/load/query-in-paths.ts) is
// sent as its path part with the query names as parameters: never `%3F` in the path, nor two `?`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildRequest, type Operation } from '../../../src/client/console/request.ts';

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
