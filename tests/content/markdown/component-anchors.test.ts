// The ids a registered component renders are anchors of its page: Home Assistant's `<ApiEndpoint>`
// draws `<details id="get-api-config">`, and other pages link to `rest.md#get-api-config`; each
// such link was reported as a broken anchor though the page has the id.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { select } from 'hast-util-select';
import { build } from '../../../src/commands/build.ts';
import { isDocgenError } from '../../../src/errors.ts';
import { markupIds } from '../../../src/content/markdown/plugins/rehype-mdx-components.ts';
import { readHtml } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

const ENDPOINT = [
  "import React from 'react';",
  'export default function ApiEndpoint(props) {',
  "  const id = `${props.method}-${props.path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');",
  '  return <details className="api-endpoint" id={id} data-id="not-an-anchor"><summary><code>{props.path}</code></summary>{props.children}</details>;',
  '}',
  '',
].join('\n');

function site(setup: string) {
  return throwawaySite(
    {
      'content/index.md': '# Home\n',
      'content/rest.mdx': [
        '# REST',
        '',
        '<ApiEndpoint path="/api/config" method="get">',
        '',
        'Returns the configuration.',
        '',
        '</ApiEndpoint>',
        '',
        '<ApiEndpoint path="/api/services/<domain>/<service>" method="post">',
        '',
        'Calls a service.',
        '',
        '</ApiEndpoint>',
        '',
      ].join('\n'),
      'content/setup.md': `# Setup\n\n${setup}\n`,
      'src/ApiEndpoint.jsx': ENDPOINT,
    },
    { components: { ApiEndpoint: './src/ApiEndpoint.jsx' }, onBrokenAnchors: 'throw' },
  );
}

describe('anchors drawn by registered components', () => {
  test('markupIds: the id attributes of React markup, unescaped; no data-id, no text', () => {
    assert.deepEqual(
      markupIds(
        '<div id="a"><span data-id="b" title="x id=&quot;c&quot;">id="d"</span><h2 class="t" id="e&amp;f&#x27;g">E</h2></div>',
      ),
      ['a', "e&f'g"],
    );
  });

  test('links to them are no broken anchors; a link to an id nobody draws still is', async () => {
    const good = site(
      'See [config](./rest.mdx#get-api-config) and [services](/rest#post-api-services-domain-service).',
    );
    try {
      const { outDir } = await build({ root: good.dir, outDir: path.join(good.dir, 'build') });
      const html = readHtml(path.join(outDir, 'rest/index.html'));
      assert.ok(select('details#get-api-config', html));
      assert.ok(select('details#post-api-services-domain-service', html));
    } finally {
      good.cleanup();
    }
    const broken = site('See [config](/rest#get-api-configuration).');
    try {
      await assert.rejects(build({ root: broken.dir, outDir: path.join(broken.dir, 'build') }), (error) => {
        assert.ok(isDocgenError(error));
        assert.match(error.format(), /content\/setup\.md:3[\s\S]*#get-api-configuration/);
        return true;
      });
    } finally {
      broken.cleanup();
    }
  });
});
