// A JSON request body in the generated samples is the example as written: empty objects, at the
// top or under a key, stay (the serialiser oas-to-har brings would drop them on Node 20).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCodeSamples } from '../../../src/openapi/outputs/code-samples.ts';

function curlFor(example: unknown): string {
  const operation = {
    requestBody: {
      content: { 'application/json': { schema: { type: 'object' }, example } },
    },
    responses: { '200': { description: 'OK.' } },
  };
  const item = { post: operation };
  const document = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: { '/search': item },
  };
  const [curl] = generateCodeSamples({
    document,
    method: 'post',
    path: '/search',
    item,
    operation,
    parameters: [],
    security: [],
    languages: ['curl'],
  });
  return curl.source;
}

/** The JSON text after `--data`, parsed. */
function bodyOf(curl: string): unknown {
  const match = /--data '([\s\S]*?)'\s*$/.exec(curl);
  assert.ok(match, `no --data in:\n${curl}`);
  return JSON.parse(match[1]);
}

test('an empty object under a key stays in the body', () => {
  assert.deepEqual(bodyOf(curlFor({ query: 'shoes', filters: {} })), { query: 'shoes', filters: {} });
});

test('an empty object as the whole body is still sent', () => {
  assert.deepEqual(bodyOf(curlFor({})), {});
});

test('nested values and arrays are sent as written', () => {
  const example = { items: [{ sku: 'a', qty: 2 }], meta: { tags: [], note: null } };
  assert.deepEqual(bodyOf(curlFor(example)), example);
});
