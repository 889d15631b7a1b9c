// src/openapi/load/cut-examples.ts: a body example over `openapi[].maxExampleSize` (256 KB by
// default) is shown cut on its page and in its route JSON, left out of the console module (the
// console and the mock use the schema), written whole as a download, and warned about once, with
// the file, line, pointer, size, limit and config key.
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { runDocgen } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';
import { consolePathFor, htmlPathFor, jsonPathFor } from '../../../src/shared/output-layout.ts';

/** 2,000 orders of about 600 bytes: about 1.2 MB pretty-printed. */
const orders = Array.from({ length: 2000 }, (_, i) => ({
  id: `order-${i}`,
  note: `${'x'.repeat(500)}${i}`,
  total: i * 3,
}));

function spec(): string {
  return JSON.stringify(
    {
      openapi: '3.1.0',
      info: { title: 'Shop', version: '1' },
      paths: {
        '/orders': {
          get: {
            operationId: 'listOrders',
            responses: {
              '200': {
                description: 'The orders.',
                content: {
                  'application/json': {
                    schema: { type: 'array', items: { type: 'object' } },
                    examples: { all: { summary: 'Every order', value: orders } },
                  },
                },
              },
            },
          },
          post: {
            operationId: 'addOrder',
            requestBody: {
              content: { 'application/json': { schema: { type: 'object' }, example: { id: 'small' } } },
            },
            responses: { '204': { description: 'Added.' } },
          },
        },
      },
    },
    null,
    2,
  );
}

describe('examples over maxExampleSize', () => {
  test('are cut on the page and in the route JSON, out of the console module, whole as a download, warned once', () => {
    const s = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/shop.json': spec() },
      { openapi: [{ spec: 'openapi/shop.json', route: '/api' }] },
    );
    try {
      const result = runDocgen(['build'], s.dir);
      assert.equal(result.code, 0, result.stderr);
      const warnings = result.stderr.split('\n').filter((l) => l.startsWith('warning'));
      assert.equal(warnings.length, 1, result.stderr);
      assert.match(
        warnings[0],
        /^warning openapi\/shop\.json:\d+ \(#\/paths\/~1orders\/get\/responses\/200\/content\/application~1json\/examples\/all\/value\): An example of 1\.\d MB is over the 256 KB limit: .*download \(api\/examples\/[0-9a-f]{16}\.json\)\.$/,
      );
      assert.match(result.stderr, /hint: To show it whole, raise `openapi\[\]\.maxExampleSize` \(bytes\)/);
      const download = warnings[0].match(/api\/examples\/[0-9a-f]{16}\.json/)![0];

      const out = path.join(s.dir, 'build');
      // The whole example, as written in the spec.
      assert.deepEqual(JSON.parse(readFileSync(path.join(out, download), 'utf8')), orders);

      const route = '/api/list-orders';
      const html = readFileSync(path.join(out, htmlPathFor(route)), 'utf8');
      const json = readFileSync(path.join(out, jsonPathFor(route)), 'utf8');
      const consoleModule = readFileSync(path.join(out, consolePathFor(route)), 'utf8');
      for (const [what, text] of [
        ['page', html],
        ['route JSON', json],
        ['console module', consoleModule],
      ])
        assert.ok(text.length < 400 * 1024, `${what}: ${text.length} bytes`);
      assert.ok(html.includes('order-0') && !html.includes('order-1999'), 'the page shows the start only');
      assert.ok(
        json.includes('order-0') && !json.includes('order-1999'),
        'the route JSON holds the start only',
      );
      assert.ok(!consoleModule.includes('order-1999'), 'the console module leaves it out');
      assert.match(html, new RegExp(`<a href="/${download}" download>Download the whole example</a>`));
      assert.ok(statSync(path.join(out, download)).size > 1024 * 1024);

      // A small example is shown whole, with no download.
      const small = readFileSync(path.join(out, htmlPathFor('/api/add-order')), 'utf8');
      assert.ok(small.includes('small') && !small.includes('Download the whole example'));
    } finally {
      s.cleanup();
    }
  });

  test('a larger limit in the config shows the example whole, with no warning', () => {
    const s = throwawaySite(
      { 'content/index.md': '# Home\n', 'openapi/shop.json': spec() },
      { openapi: [{ spec: 'openapi/shop.json', route: '/api', maxExampleSize: 4 * 1024 * 1024 }] },
    );
    try {
      const result = runDocgen(['build'], s.dir);
      assert.equal(result.code, 0, result.stderr);
      assert.doesNotMatch(result.stderr, /maxExampleSize/);
      const html = readFileSync(path.join(s.dir, 'build', htmlPathFor('/api/list-orders')), 'utf8');
      assert.ok(html.includes('order-1999'));
    } finally {
      s.cleanup();
    }
  });
});
