// src/client/console/request-form.tsx: a parameter's default with nothing to see (`default: ''`)
// reads `Default: ""` under its field, not "Default:" and nothing after it. A body whose only
// example is its schema's `example` starts with it (SendGrid's contact search opened empty).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Operation } from '../../../src/client/console/request.ts';

// The console's .tsx is compiled for the browser bundle (src/client/tsconfig.json); loaded here,
// outside that project, its JSX reads the classic global `React`.
(globalThis as { React?: typeof React }).React = React;
const { ParametersFields, exampleValues } = await import('../../../src/client/console/request-form.tsx');

const op: Operation = {
  method: 'post',
  path: '/things',
  document: {},
  operation: {},
  parameters: [
    { name: 'platform', in: 'query', required: false, schema: { type: 'string', default: '' } },
    { name: 'pad', in: 'query', required: false, schema: { type: 'string', default: ' ' } },
    { name: 'mode', in: 'query', required: false, schema: { type: 'string', default: 'fast' } },
    { name: 'limit', in: 'query', required: false, schema: { type: 'integer', default: 0 } },
  ],
  servers: [{ url: 'https://api.example' }],
};

describe('src/client/console/request-form.tsx', () => {
  test('a blank default is shown in quotes; others as written', () => {
    const html = renderToStaticMarkup(
      React.createElement(ParametersFields, {
        uid: 'c',
        op,
        params: {},
        setParams: () => undefined,
        problemsOf: () => [],
      }),
    );
    const hints = [...html.matchAll(/<p class="api-console__hint"[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]);
    assert.deepEqual(hints, [
      'Default: &quot;&quot;',
      'Default: &quot; &quot;',
      'Default: fast',
      'Default: 0',
    ]);
  });

  test('a body’s examples: the media’s first, then the schema’s `examples`, then its `example`, then the sample', () => {
    const query = { query: "email LIKE 'a%' AND CONTAINS(list_ids, 'b')" };
    assert.deepEqual(exampleValues({ schema: { type: 'object', example: query } }), [
      { name: 'example', label: 'Example', value: query },
    ]);
    assert.deepEqual(
      exampleValues({ example: { query: 'media' }, schema: { example: query } }).map((e) => e.value),
      [{ query: 'media' }],
    );
    assert.deepEqual(
      exampleValues({ schema: { examples: [{ query: 'first' }], example: query } }).map((e) => e.value),
      [{ query: 'first' }],
    );
    assert.deepEqual(exampleValues({ schema: { example: null } }), [
      { name: 'example', label: 'Example', value: null },
    ]);
    assert.deepEqual(
      exampleValues({ schema: { type: 'object', 'x-docgen-sample-request': { query: 's' } } }),
      [{ name: 'sample', label: 'Made from the schema', value: { query: 's' } }],
    );
  });
});
