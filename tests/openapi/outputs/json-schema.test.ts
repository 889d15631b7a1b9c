// src/openapi/outputs/json-schema.ts: examples made from schemas stay readable, however the
// schemas nest.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_SAMPLE_CHARS, sampler } from '../../../src/openapi/outputs/json-schema.ts';

test('a schema is sampled whole when it is small: every level, every property', () => {
  const schema = {
    type: 'object',
    properties: {
      id: { type: 'string', example: 'p-1' },
      owner: {
        type: 'object',
        properties: {
          address: { type: 'object', properties: { city: { type: 'string', example: 'Oslo' } } },
        },
      },
    },
  };
  assert.deepEqual(sampler(schema, 'response'), { id: 'p-1', owner: { address: { city: 'Oslo' } } });
});

test('a schema whose every level holds eight objects of the next is sampled only as deep as fits', () => {
  // Seven levels: 8^6 leaves at openapi-sampler's default depth, about 2.5 MB of JSON.
  let level: object = { type: 'string' };
  for (let i = 0; i < 7; i++)
    level = { type: 'object', properties: Object.fromEntries([...'abcdefgh'].map((key) => [key, level])) };
  const value = sampler(level, 'response') as Record<string, unknown>;
  const json = JSON.stringify(value);
  assert.ok(json.length <= MAX_SAMPLE_CHARS, `${json.length} characters`);
  assert.deepEqual(Object.keys(value), [...'abcdefgh'], 'the top level is whole');
  assert.equal(
    typeof (value.a as Record<string, unknown>).a,
    'object',
    'and the next ones as far as they fit',
  );
});
