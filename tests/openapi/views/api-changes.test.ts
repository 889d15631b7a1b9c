// src/openapi/views/api-changes.ts: one table row per kind of change between two versions of an
// API, each applied to the same small document: what the changelog says and whether it breaks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiChanges, type ApiChange } from '../../../src/openapi/views/api-changes.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function base(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'Shop', version: '1' },
    security: [{ token: [] }],
    components: {
      securitySchemes: {
        token: { type: 'http', scheme: 'bearer' },
        key: { type: 'apiKey', in: 'header', name: 'K' },
      },
      schemas: {
        Item: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string' },
            size: { type: 'string', enum: ['s', 'm'] },
            note: { type: 'string' },
          },
        },
      },
    },
    paths: {
      '/items': {
        get: {
          operationId: 'listItems',
          parameters: [
            { name: 'q', in: 'query', schema: { type: 'string' } },
            { name: 'sort', in: 'query', schema: { type: 'string', enum: ['name', 'date'] } },
          ],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
            },
            '404': { description: 'none' },
          },
        },
        post: {
          operationId: 'addItem',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } },
          responses: { '201': { description: 'added' } },
        },
      },
      '/old': { get: { operationId: 'old', responses: { '200': { description: 'ok' } } } },
      '/open': { get: { operationId: 'open', security: [], responses: { '200': { description: 'ok' } } } },
    },
  };
}

const op = (d: Doc, path = '/items', method = 'get') => d.paths[path][method];
const item = (d: Doc) => d.components.schemas.Item;

// [what, change to the newer document, expected (kind, action, breaking, subject contains)]
const CASES: [string, (d: Doc) => void, Partial<ApiChange> & { about: string }][] = [
  [
    'operation added',
    (d) => (d.paths['/new'] = { get: { responses: { '200': { description: 'ok' } } } }),
    { kind: 'operation', action: 'added', breaking: false, about: 'operation' },
  ],
  [
    'operation removed',
    (d) => delete d.paths['/old'],
    { kind: 'operation', action: 'removed', breaking: true, about: 'operation' },
  ],
  [
    'operation moved (same operationId)',
    (d) => {
      d.paths['/older'] = d.paths['/old'];
      delete d.paths['/old'];
    },
    {
      kind: 'operation',
      action: 'changed',
      breaking: true,
      about: 'operation',
      detail: 'moved to GET /older',
    },
  ],
  [
    'operation deprecated',
    (d) => (op(d).deprecated = true),
    { kind: 'operation', action: 'changed', breaking: false, detail: 'deprecated', about: 'operation' },
  ],
  [
    'optional parameter added',
    (d) => op(d).parameters.push({ name: 'page', in: 'query', schema: { type: 'integer' } }),
    { kind: 'parameter', action: 'added', breaking: false, about: 'query parameter "page"' },
  ],
  [
    'required parameter added',
    (d) =>
      op(d).parameters.push({ name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' } }),
    { kind: 'parameter', action: 'added', breaking: true, about: 'header parameter "X-Tenant"' },
  ],
  [
    'parameter removed',
    (d) => op(d).parameters.splice(0, 1),
    { kind: 'parameter', action: 'removed', breaking: true, about: 'query parameter "q"' },
  ],
  [
    'parameter made required',
    (d) => (op(d).parameters[0].required = true),
    {
      kind: 'parameter',
      action: 'changed',
      breaking: true,
      detail: 'now required',
      about: 'query parameter "q"',
    },
  ],
  [
    'parameter type changed',
    (d) => (op(d).parameters[0].schema.type = 'integer'),
    { kind: 'parameter', action: 'changed', breaking: true, about: 'query parameter "q"' },
  ],
  [
    'parameter enum value added',
    (d) => op(d).parameters[1].schema.enum.push('price'),
    {
      kind: 'enum-value',
      action: 'added',
      breaking: false,
      about: 'value "price" of query parameter "sort"',
    },
  ],
  [
    'parameter enum value removed',
    (d) => op(d).parameters[1].schema.enum.pop(),
    {
      kind: 'enum-value',
      action: 'removed',
      breaking: true,
      about: 'value "date" of query parameter "sort"',
    },
  ],
  [
    'optional request property added',
    (d) => (item(d).properties.color = { type: 'string' }),
    { kind: 'request-property', action: 'added', breaking: false, about: 'request property "color"' },
  ],
  [
    'required request property added',
    (d) => {
      item(d).properties.sku = { type: 'string' };
      item(d).required.push('sku');
    },
    { kind: 'request-property', action: 'added', breaking: true, about: 'request property "sku"' },
  ],
  [
    'request property made required',
    (d) => item(d).required.push('note'),
    {
      kind: 'request-property',
      action: 'changed',
      breaking: true,
      detail: 'now required',
      about: 'request property "note"',
    },
  ],
  [
    'request property type changed',
    (d) => (item(d).properties.note.type = 'integer'),
    { kind: 'request-property', action: 'changed', breaking: true, about: 'request property "note"' },
  ],
  [
    'request enum value removed',
    (d) => item(d).properties.size.enum.pop(),
    { kind: 'enum-value', action: 'removed', breaking: true, about: 'value "m" of request property "size"' },
  ],
  [
    'request enum value replaced',
    (d) => (item(d).properties.size.enum = ['s', 'l']),
    { kind: 'enum-value', action: 'removed', breaking: true, about: 'value "m" of request property "size"' },
  ],
  [
    'request body made required',
    (d) => (op(d, '/items', 'post').requestBody.required = true),
    {
      kind: 'request-body',
      action: 'changed',
      breaking: true,
      detail: 'now required',
      about: 'request body',
    },
  ],
  [
    'response property added',
    (d) => (item(d).properties.color = { type: 'string' }),
    { kind: 'response-property', action: 'added', breaking: false, about: 'response 200 property "color"' },
  ],
  [
    'response property removed',
    (d) => delete item(d).properties.note,
    { kind: 'response-property', action: 'removed', breaking: true, about: 'response 200 property "note"' },
  ],
  [
    'response property no longer required',
    (d) => (item(d).required = []),
    {
      kind: 'response-property',
      action: 'changed',
      breaking: true,
      detail: 'no longer required',
      about: 'response 200 property "id"',
    },
  ],
  [
    'response enum value added',
    (d) => item(d).properties.size.enum.push('xl'),
    {
      kind: 'enum-value',
      action: 'added',
      breaking: false,
      about: 'value "xl" of response 200 property "size"',
    },
  ],
  [
    'status code added',
    (d) => (op(d).responses['429'] = { description: 'slow down' }),
    { kind: 'status-code', action: 'added', breaking: false, about: 'status 429' },
  ],
  [
    'status code removed',
    (d) => delete op(d).responses['404'],
    { kind: 'status-code', action: 'removed', breaking: true, about: 'status 404' },
  ],
  [
    'response header added',
    (d) => (op(d).responses['200'].headers = { 'X-Total': { schema: { type: 'integer' } } }),
    { kind: 'response-header', action: 'added', breaking: false, about: 'response 200 header "X-Total"' },
  ],
  [
    'security required where none was',
    (d) => delete op(d, '/open').security,
    { kind: 'security', action: 'added', breaking: true, about: 'security requirement token' },
  ],
  [
    'security requirement replaced',
    (d) => (op(d).security = [{ key: [] }]),
    { kind: 'security', action: 'removed', breaking: true, about: 'security requirement token' },
  ],
  [
    'security alternative added',
    (d) => (op(d).security = [{ token: [] }, { key: [] }]),
    { kind: 'security', action: 'added', breaking: false, about: 'security requirement key' },
  ],
  [
    'security dropped',
    (d) => (op(d).security = []),
    { kind: 'security', action: 'removed', breaking: false, about: 'security requirement token' },
  ],
];

describe('src/openapi/views/api-changes.ts', () => {
  test('the same document has no changes', () => {
    assert.deepEqual(apiChanges(base(), base()), []);
  });

  for (const [what, change, expected] of CASES) {
    test(what, () => {
      const newer = base();
      change(newer);
      const changes = apiChanges(base(), newer);
      const { about, ...fields } = expected;
      const found = changes.find(
        (c) => c.subject === about && Object.entries(fields).every(([k, v]) => c[k as keyof ApiChange] === v),
      );
      assert.ok(
        found,
        `${what}: expected ${JSON.stringify(expected)} among\n${changes.map((c) => JSON.stringify(c)).join('\n')}`,
      );
    });
  }

  test('the table covers breaking and compatible changes of at least 20 kinds', () => {
    assert.ok(CASES.length >= 20);
    assert.ok(CASES.some(([, , e]) => e.breaking) && CASES.some(([, , e]) => e.breaking === false));
  });
});
