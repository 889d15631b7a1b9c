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
