// src/openapi/views/sample-schema.ts: examples made from schemas. A 3.1 nullable written as a
// choice with `null` first (Discord's `oneOf: [{ type: 'null' }, { $ref: SnowflakeType }]` on every
// optional id) came out as `{}` from openapi-sampler, which fits neither option: it is the other
// option's example, at any depth, in responses and requests alike.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sampler } from '../../../src/openapi/views/sample-schema.ts';

const snowflake = { type: 'string', pattern: '^(0|[1-9][0-9]*)$', format: 'snowflake', example: '1234' };
const nullable = (schema: object, key = 'oneOf') => ({ [key]: [{ type: 'null' }, schema] });

describe('sampler: a choice with null first', () => {
  test('at the top, in properties, items, allOf parts and a first option; oneOf and anyOf', () => {
    assert.equal(sampler(nullable(snowflake), 'response'), '1234');
    assert.equal(sampler(nullable({ type: 'integer', example: 3 }, 'anyOf'), 'response'), 3);
    const guild = {
      type: 'object',
      properties: {
        id: snowflake,
        application_id: nullable(snowflake),
        owner: nullable({ type: 'object', properties: { id: nullable(snowflake) } }),
        roles: {
          type: 'array',
          items: { type: 'object', properties: { icon: nullable({ type: 'string', example: 'ab' }) } },
        },
      },
      allOf: [{ properties: { banner: { anyOf: [{ enum: [null] }, { type: 'string', example: 'b' }] } } }],
    };
    assert.deepEqual(sampler(guild, 'response'), {
      id: '1234',
      application_id: '1234',
      owner: { id: '1234' },
      roles: [{ icon: 'ab' }],
      banner: 'b',
    });
    const wrapped = {
      oneOf: [{ type: 'object', properties: { parent_id: nullable(snowflake) } }, { type: 'string' }],
    };
    assert.deepEqual(sampler(wrapped, 'request'), { parent_id: '1234' });
  });

  test('null alone, null in a type list and a choice without null are as openapi-sampler makes them', () => {
    assert.equal(sampler({ oneOf: [{ type: 'null' }, { type: ['null'] }] }, 'response'), null);
    assert.equal(sampler({ type: ['null', 'string'] }, 'response'), null);
    assert.equal(sampler({ oneOf: [{ type: 'string', example: 'x' }, { type: 'null' }] }, 'response'), 'x');
  });

  test('a self-referencing schema with a null-first choice ends', () => {
    const node: Record<string, unknown> = {
      type: 'object',
      properties: { name: { type: 'string', example: 'n' } },
    };
    (node.properties as Record<string, unknown>).parent = nullable(node);
    const value = sampler(node, 'response') as Record<string, unknown>;
    assert.equal(value.name, 'n');
    assert.ok(JSON.stringify(value).length < 70_000);
  });
});
