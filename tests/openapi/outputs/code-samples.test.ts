// Generated code samples, straight from the generator: the same input always gives the same text,
// and what an operation does not need stays out of its samples.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCodeSamples, PLACEHOLDER_SERVER } from '../../../src/openapi/outputs/code-samples.ts';
import { DEFAULT_SAMPLE_LANGUAGES } from '../../../src/openapi/sample-languages.ts';

const document = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/items/{itemId}': {
      delete: {
        parameters: [
          { name: 'itemId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'force', in: 'query', schema: { type: 'boolean' } },
        ],
        responses: { '204': { description: 'Gone.' } },
      },
    },
  },
};

const input = () => {
  const item = document.paths['/items/{itemId}'];
  return {
    document,
    method: 'delete',
    path: '/items/{itemId}',
    item,
    operation: item.delete,
    parameters: item.delete.parameters,
    security: [],
    languages: DEFAULT_SAMPLE_LANGUAGES,
  };
};

/** The samples of a POST operation, alone in its document, in every default language. */
function postSamples(path: string, operation: object) {
  const item = { post: operation };
  return generateCodeSamples({
    document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { [path]: item } },
    method: 'post',
    path,
    item,
    operation,
    parameters: [],
    security: [],
    languages: DEFAULT_SAMPLE_LANGUAGES,
  });
}

test('the same operation gives byte-identical samples on every run', () => {
  assert.deepEqual(generateCodeSamples(input()), generateCodeSamples(input()));
});

test('no servers, no security, no body: a placeholder host, no credential, no optional parameter', () => {
  const samples = generateCodeSamples(input());
  assert.equal(samples.length, 8);
  for (const sample of samples) {
    assert.ok(
      sample.source.includes(`${PLACEHOLDER_SERVER}/items/{itemId}`),
      `${sample.label}: ${sample.source}`,
    );
    assert.doesNotMatch(
      sample.source,
      /force|Authorization|os\.environ|process\.env|getenv|DOCGEN/i,
      sample.label,
    );
  }
  assert.doesNotMatch(
    samples.find((s) => s.lang === 'python')!.source,
    /^import os$/m,
    'no import for an unused variable',
  );
});

test('the document the page renders is left as it was', () => {
  const before = JSON.stringify(document);
  generateCodeSamples(input());
  assert.equal(JSON.stringify(document), before);
});

test('a form-encoded body: objects and arrays in bracket notation in every language, as Stripe reads them', () => {
  const operation = {
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object' },
          example: {
            email: 'a@example.com',
            address: { city: 'Berlin', line1: 'Unter den Linden 1' },
            metadata: { order_id: '6735' },
            expand: ['customer', 'invoice'],
            items: [{ price: 'p_1', quantity: 2 }],
          },
        },
      },
    },
    responses: { '200': { description: 'Made.' } },
  };
  const samples = postSamples('/v1/customers', operation);
  const curl = samples.find((s) => s.lang === 'curl')!.source;
  for (const pair of [
    "'email=a@example.com'",
    "'address[city]=Berlin'",
    "'address[line1]=Unter den Linden 1'",
    "'metadata[order_id]=6735'",
    "'expand[]=customer'",
    "'expand[]=invoice'",
    "'items[0][price]=p_1'",
    "'items[0][quantity]=2'",
  ])
    assert.ok(curl.includes(`--data-urlencode ${pair}`), `${pair} in ${curl}`);
  for (const sample of samples) {
    assert.doesNotMatch(sample.source, /\{\s*\\?"city|%7B|\[object Object\]/, sample.label);
    assert.match(sample.source, /address(\[|%5B)city(\]|%5D)/, sample.label);
  }
});

test('a multipart or form body whose schema is a oneOf or anyOf: the first option’s fields, files as files (they were left out)', () => {
  const option = {
    type: 'object',
    properties: { name: { type: 'string', example: 'Mug' }, photo: { type: 'string', format: 'binary' } },
    required: ['name', 'photo'],
  };
  const other = { type: 'object', properties: { label: { type: 'string', example: 'Cup' } } };
  for (const [type, key] of [
    ['multipart/form-data', 'oneOf'],
    ['multipart/form-data', 'anyOf'],
    ['application/x-www-form-urlencoded', 'oneOf'],
  ] as const) {
    const operation = {
      requestBody: { content: { [type]: { schema: { [key]: [option, other] } } } },
      responses: { '201': { description: 'Made.' } },
    };
    const samples = postSamples('/items', operation);
    const curl = samples.find((s) => s.lang === 'curl')!.source;
    if (type === 'multipart/form-data') {
      assert.ok(curl.includes("--form 'name=Mug'"), `${key}: ${curl}`);
      assert.ok(curl.includes("--form 'photo=@photo.bin'"), `${key}: ${curl}`);
    } else {
      assert.ok(curl.includes("--data-urlencode 'name=Mug'"), `${key}: ${curl}`);
      assert.match(curl, /content-type: application\/x-www-form-urlencoded/i, `${key}: ${curl}`);
    }
    assert.doesNotMatch(curl, /label|Cup/, `${key}: only the first option (as its example shows)`);
    for (const sample of samples) assert.match(sample.source, /Mug/, `${key}, ${sample.label}`);
  }
});

test('a multipart object field is one JSON part, values as they are, in the body’s order (Box’s upload: `attributes` before `file`)', () => {
  const schema = {
    type: 'object',
    required: ['attributes', 'file'],
    properties: {
      attributes: {
        type: 'object',
        properties: {
          name: { type: 'string', example: 'Photo 2.0.png' },
          modified_at: { type: 'string', format: 'date-time', example: '2012-12-12T10:53:43-08:00' },
        },
      },
      file: { type: 'string', format: 'binary' },
      tags: { type: 'array', items: { type: 'string' }, example: ['a b', 'c&d'] },
      note: { type: 'string', example: "it's 100% <b>done</b> & $(rm -rf ~)" },
    },
  };
  const operation = {
    requestBody: { content: { 'multipart/form-data': { schema } } },
    responses: { '201': { description: 'Made.' } },
  };
  const samples = postSamples('/files/content', operation);
  const curl = samples.find((s) => s.lang === 'curl')!.source;
  const forms = curl.split('\n').filter((line) => /--form/.test(line));
  assert.deepEqual(
    forms.map((line) => line.trim().replace(/ \\$/, '')),
    [
      `--form 'attributes={"name":"Photo 2.0.png","modified_at":"2012-12-12T10:53:43-08:00"};type=application/json'`,
      "--form 'file=@file.bin'",
      "--form 'tags=a b'",
      "--form 'tags=c&d'",
      `--form 'note=it'\\''s 100% <b>done</b> & $(rm -rf ~)'`,
    ],
  );
  for (const sample of samples) {
    assert.doesNotMatch(sample.source, /attributes(\[|%5B)name|Photo%202|2012-12-12T10%3A/, sample.label);
    assert.match(sample.source, /Photo 2\.0\.png/, sample.label);
  }
});

test('a multipart field whose `encoding` says deepObject keeps bracket notation, values as they are', () => {
  const operation = {
    requestBody: {
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { meta: { type: 'object', example: { k: 'v w' } } } },
          encoding: { meta: { style: 'deepObject', explode: true } },
        },
      },
    },
    responses: { '201': { description: 'Made.' } },
  };
  const curl = postSamples('/things', operation).find((s) => s.lang === 'curl')!.source;
  assert.match(curl, /--form 'meta\[k\]=v w'/);
});
