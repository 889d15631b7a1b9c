// src/shared/form-brackets.ts: objects and arrays of a form-encoded body in bracket notation,
// written by the console and read back by the mock.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formPairs, isStructured, readFormBody } from '../../src/shared/form-brackets.ts';
import { coerce } from '../../src/shared/mock/request-check.ts';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    metadata: {
      anyOf: [
        { type: 'object', additionalProperties: { type: 'string' } },
        { type: 'string', enum: [''] },
      ],
    },
    expand: { type: 'array', items: { type: 'string' } },
    address: { type: 'object', properties: { city: { type: 'string' }, floor: { type: 'integer' } } },
    items: {
      type: 'array',
      items: { type: 'object', properties: { price: { type: 'string' }, quantity: { type: 'integer' } } },
    },
  },
};

const encode = (value: Record<string, unknown>) => {
  const form = new URLSearchParams();
  for (const [name, v] of Object.entries(value))
    for (const [k, text] of formPairs(name, v)) form.append(k, text);
  return form.toString();
};

describe('src/shared/form-brackets.ts', () => {
  test('objects, lists and lists of objects are written as Stripe reads them', () => {
    assert.deepEqual(formPairs('metadata', { order_id: '6735', note: 'a b' }), [
      ['metadata[order_id]', '6735'],
      ['metadata[note]', 'a b'],
    ]);
    assert.deepEqual(formPairs('expand', ['customer', 'invoice']), [
      ['expand[]', 'customer'],
      ['expand[]', 'invoice'],
    ]);
    assert.deepEqual(formPairs('items', [{ price: 'p_1', quantity: 2 }]), [
      ['items[0][price]', 'p_1'],
      ['items[0][quantity]', '2'],
    ]);
    assert.deepEqual(formPairs('name', 'Jenny'), [['name', 'Jenny']]);
    assert.deepEqual(formPairs('gone', null), [['gone', '']]);
  });

  test('read back, the fields are what was written, leaves typed by their schemas', () => {
    const value = {
      name: 'Jenny',
      metadata: { order_id: '6735' },
      expand: ['customer', 'invoice'],
      address: { city: 'Paris', floor: 3 },
      items: [
        { price: 'p_1', quantity: 2 },
        { price: 'p_2', quantity: 1 },
      ],
    };
    assert.deepEqual(readFormBody(encode(value), schema, coerce), value);
  });

  test('which fields are objects or arrays, through anyOf too', () => {
    assert.equal(isStructured(schema.properties.metadata), true);
    assert.equal(isStructured(schema.properties.expand), true);
    assert.equal(isStructured(schema.properties.name), false);
    assert.equal(isStructured(undefined), false);
  });

  test('hostile names: no prototype reached, odd brackets kept as plain names, huge indexes dropped', () => {
    const seed = [
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'metadata[__proto__][x]',
      'a[b',
      'a]b[',
      '[x]',
      'items[99999999][price]',
      'items[-1][price]',
      'metadata[<img src=x onerror=alert(1)>]',
    ];
    const body = seed.map((name) => `${encodeURIComponent(name)}=1`).join('&');
    const fields = readFormBody(body, schema, coerce);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.prototype.hasOwnProperty.call(fields, '__proto__'), false);
    assert.equal(fields['a[b'], '1');
    assert.equal(fields['a]b['], '1');
    assert.equal(fields['[x]'], '1');
    // No array of 100 million holes: the index is dropped; `-1` is a key, not an index.
    assert.deepEqual(fields.items, { '-1': { price: '1' } });
    assert.deepEqual(fields.metadata, { '<img src=x onerror=alert(1)>': '1' });
  });
});
