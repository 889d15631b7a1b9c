// src/openapi/outputs/lean-schema.ts: a console module's schemas without the annotations the
// browser never reads; the walk knows which keywords hold schemas and which hold data.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { leanSchema } from '../../../src/openapi/outputs/lean-schema.ts';

describe('leanSchema', () => {
  test('annotations and vendor extensions go; structure, validation keywords and docgen keys stay', () => {
    const schema = {
      type: 'object',
      title: 'Note',
      description: 'A note.',
      $comment: 'internal',
      externalDocs: { url: 'https://docs.example' },
      xml: { name: 'note' },
      deprecated: true,
      'x-github': { githubCloudOnly: true },
      'x-docgen-validator': 's0v123',
      'x-docgen-sample-response': { description: 'a sample keeps all of its keys' },
      required: ['description'],
      additionalProperties: false,
      properties: {
        description: { type: 'string', description: 'The text.', minLength: 1, readOnly: true },
        tags: { type: 'array', items: { type: 'string', description: 'A tag.', example: 'x' } },
      },
    };
    assert.deepEqual(leanSchema(schema), {
      type: 'object',
      'x-docgen-validator': 's0v123',
      'x-docgen-sample-response': { description: 'a sample keeps all of its keys' },
      required: ['description'],
      additionalProperties: false,
      properties: {
        description: { type: 'string', minLength: 1, readOnly: true },
        tags: { type: 'array', items: { type: 'string' } },
      },
    });
  });

  test('examples stay at the root only', () => {
    const schema = {
      type: 'object',
      example: { id: 1 },
      examples: [{ id: 2 }],
      properties: { id: { type: 'integer', example: 1, examples: [2] } },
    };
    assert.deepEqual(leanSchema(schema, true), {
      type: 'object',
      example: { id: 1 },
      examples: [{ id: 2 }],
      properties: { id: { type: 'integer' } },
    });
    assert.deepEqual(leanSchema(schema), { type: 'object', properties: { id: { type: 'integer' } } });
  });

  test('data is not walked: enum, const, default and examples keep keys that look like keywords', () => {
    const data = { description: 'kept', title: 'kept', 'x-vendor': 'kept' };
    const schema = {
      enum: [data, 'description'],
      const: data,
      default: data,
      example: data,
      properties: { a: { default: data } },
    };
    assert.deepEqual(leanSchema(schema, true), schema);
  });

  test('every keyword that holds schemas is walked; $ref and boolean schemas pass', () => {
    const note = { description: 'gone', type: 'string' };
    const lean = { type: 'string' };
    const schema = {
      allOf: [note],
      anyOf: [note, true],
      oneOf: [{ $ref: '#/components/schemas/Note', description: 'gone' }],
      not: note,
      if: note,
      then: note,
      else: false,
      items: [note],
      prefixItems: [note],
      additionalItems: note,
      contains: note,
      additionalProperties: note,
      propertyNames: note,
      unevaluatedItems: note,
      unevaluatedProperties: note,
      contentSchema: note,
      patternProperties: { '^x': note },
      dependentSchemas: { a: note },
      dependencies: { a: ['b'], c: note },
      $defs: { d: note },
      definitions: { d: note },
    };
    assert.deepEqual(leanSchema(schema), {
      allOf: [lean],
      anyOf: [lean, true],
      oneOf: [{ $ref: '#/components/schemas/Note' }],
      not: lean,
      if: lean,
      then: lean,
      else: false,
      items: [lean],
      prefixItems: [lean],
      additionalItems: lean,
      contains: lean,
      additionalProperties: lean,
      propertyNames: lean,
      unevaluatedItems: lean,
      unevaluatedProperties: lean,
      contentSchema: lean,
      patternProperties: { '^x': lean },
      dependentSchemas: { a: lean },
      dependencies: { a: ['b'], c: lean },
      $defs: { d: lean },
      definitions: { d: lean },
    });
  });

  test('a property named __proto__ stays a property', () => {
    const schema = JSON.parse('{"properties":{"__proto__":{"type":"string","description":"gone"}}}');
    const lean = leanSchema(schema) as { properties: Record<string, unknown> };
    assert.ok(Object.hasOwn(lean.properties, '__proto__'));
    assert.deepEqual(Object.getOwnPropertyDescriptor(lean.properties, '__proto__')?.value, {
      type: 'string',
    });
  });
});
