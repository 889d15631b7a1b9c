// src/client/console/request.ts: a form-encoded body's object and array fields, typed as JSON,
// are sent in bracket notation, and the request shown (preview, snippets) is the one sent.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildRequest, structuredValue, type Operation } from '../../../src/client/console/request.ts';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    metadata: { anyOf: [{ type: 'object', additionalProperties: { type: 'string' } }, { enum: [''] }] },
    expand: { type: 'array', items: { type: 'string' } },
    items: { type: 'array', items: { type: 'object', properties: { price: { type: 'string' } } } },
  },
};
const op: Operation = {
  method: 'post',
  path: '/v1/customers',
  document: {},
  operation: { requestBody: { content: { 'application/x-www-form-urlencoded': { schema } } } },
  parameters: [],
  servers: [{ url: 'https://api.forms.example' }],
};
const none = { headers: {}, query: {}, cookies: {} };

describe('src/client/console/request.ts: form-encoded objects and arrays', () => {
  test('sent and shown bodies are the same bracket notation', () => {
    const request = buildRequest(op, {
      base: 'https://api.forms.example',
      mock: false,
      params: {},
      mediaType: 'application/x-www-form-urlencoded',
      bodyText: '',
      fields: {
        name: 'Jenny',
        metadata: '{"order_id":"6735"}',
        expand: 'customer, invoice',
        items: '[{"price":"p_1"}]',
      },
      files: {},
      credentials: { ...none, shown: none },
    });
    const expected =
      'name=Jenny&metadata%5Border_id%5D=6735&expand%5B%5D=customer&expand%5B%5D=invoice&items%5B0%5D%5Bprice%5D=p_1';
    assert.equal(request.body, expected);
    assert.equal(request.shown.body, expected);
    assert.equal(request.headers['Content-Type'], 'application/x-www-form-urlencoded');
  });

  test('JSON, a comma list for plain items, and a clear refusal otherwise', () => {
    assert.deepEqual(structuredValue('["a","b"]', schema.properties.expand), { ok: true, value: ['a', 'b'] });
    assert.deepEqual(structuredValue('a, b', schema.properties.expand), { ok: true, value: ['a', 'b'] });
    const bad = structuredValue('{"order_id": 1', schema.properties.metadata);
    assert.equal(bad.ok, false);
    assert.match(!bad.ok ? bad.message : '', /^not valid JSON/);
  });
});
