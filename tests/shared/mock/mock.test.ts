// src/shared/mock: the mock core on a small spec written here (no HTTP): routing, API keys,
// readOnly fields, named examples, generated bodies (a schema in a cycle too), 405 and 415.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sampler, specValidator } from '../../../src/openapi/outputs/json-schema.ts';
import { createMock } from '../../../src/shared/mock/mock.ts';
import type { MockRequest } from '../../../src/shared/mock/types.ts';

const pet = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string', minLength: 1 } },
};
const document = {
  openapi: '3.1.0',
  servers: [{ url: 'https://{region}.pets.example/v1', variables: { region: { default: 'eu' } } }],
  security: [{ key: [] }],
  components: { securitySchemes: { key: { type: 'apiKey', in: 'query', name: 'api_key' } } },
  paths: {
    '/pets': {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { type: 'array', items: pet } } },
          },
        },
      },
      post: {
        requestBody: { required: true, content: { 'application/json': { schema: pet } } },
        responses: {
          '201': {
            description: 'made',
            content: {
              'application/json': {
                schema: pet,
                examples: { rex: { value: { id: 1, name: 'Rex' } }, tom: { value: { id: 2, name: 'Tom' } } },
              },
            },
          },
        },
      },
    },
    '/files/{path}': {
      get: {
        security: [],
        parameters: [{ name: 'path', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'file', content: { 'text/plain': { schema: { type: 'string' } } } },
        },
      },
    },
  },
};

const mock = createMock({
  apis: [{ name: 'pets.yaml', document }],
  validatorFor: (api) => specValidator(api.document),
  sample: sampler,
});
const send = (method: string, path: string, extra: Partial<MockRequest> = {}) =>
  mock.handle({ method, path, query: '', headers: {}, ...extra });
const json = (body: string | Uint8Array) => JSON.parse(String(body));

describe('src/shared/mock/mock.ts', () => {
  test('an API answers under its server URL (variables at their defaults) and wants its API key', () => {
    assert.equal(send('GET', '/eu.pets.example/v1/pets').status, 401);
    const ok = send('GET', '/eu.pets.example/v1/pets', { query: 'api_key=k' });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers['x-mock-generated'], 'true', 'no example: made from the schema');
    assert.ok(Array.isArray(json(ok.body)));
  });

  test('a request body may leave out readOnly fields; a named example is chosen with Prefer', () => {
    const made = send('POST', '/eu.pets.example/v1/pets', {
      query: 'api_key=k',
      headers: { 'content-type': 'application/json', prefer: 'example=tom' },
      body: '{"name":"Tom"}',
    });
    assert.equal(made.status, 201);
    assert.deepEqual(json(made.body), { id: 2, name: 'Tom' });
    const bad = send('POST', '/eu.pets.example/v1/pets', {
      query: 'api_key=k',
      headers: { 'content-type': 'application/json' },
      body: '{"name":""}',
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(json(bad.body).errors, [
      { pointer: '/name', message: 'must NOT have fewer than 1 characters' },
    ]);
  });

  test('a last path parameter may hold slashes; anonymous operations need no key', () => {
    const file = send('GET', '/eu.pets.example/v1/files/a/b%20c.txt');
    assert.equal(file.status, 200);
    assert.equal(file.headers['content-type'], 'text/plain');
  });

  test('405 names the methods a path answers; 415 the media types an operation takes', () => {
    const wrong = send('DELETE', '/eu.pets.example/v1/pets', { query: 'api_key=k' });
    assert.equal(wrong.status, 405);
    assert.equal(wrong.headers.allow, 'GET, POST');
    const xml = send('POST', '/eu.pets.example/v1/pets', {
      query: 'api_key=k',
      headers: { 'content-type': 'application/xml' },
      body: '<pet/>',
    });
    assert.equal(xml.status, 415);
  });
});

test('a response schema in a cycle (still a $ref after dereferencing) gets a body made through its document', () => {
  const tree = {
    openapi: '3.1.0',
    servers: [{ url: 'https://trees.example' }],
    components: {
      schemas: {
        Node: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
          },
        },
      },
    },
    paths: {
      '/tree': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } },
            },
          },
        },
      },
    },
  };
  const trees = createMock({
    apis: [{ name: 'trees.yaml', document: tree }],
    validatorFor: () => () => [],
    sample: sampler,
  });
  const response = trees.handle({ method: 'GET', path: '/trees.example/tree', query: '', headers: {} });
  assert.equal(response.status, 200);
  assert.equal(response.headers['x-mock-generated'], 'true');
  const body = JSON.parse(String(response.body)) as { name?: unknown; children?: unknown };
  assert.equal(typeof body.name, 'string');
  assert.ok(Array.isArray(body.children), JSON.stringify(body));
});
