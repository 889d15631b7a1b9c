// One image shown by several pages is one output: copied once, every page pointing at it
// (src/write/collect-copies.ts), not a clash of the output-claims check with itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { selectAll } from 'hast-util-select';
import { build } from '../../src/commands/build.ts';
import { readHtml } from '../helpers/fixtures.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>\n';

describe('src/write/collect-copies: an image shared by pages', () => {
  test('two pages and a partial showing images/a.svg build, with one copy of it', async () => {
    const site = throwawaySite({
      'content/index.md': '# Home\n\n![a](./images/a.svg)\n',
      'content/guide/one.md': '# One\n\n![a](../images/a.svg)\n\n![a again](../images/a.svg)\n',
      'content/guide/two.mdx': "import Shared from '../_shared.md';\n\n# Two\n\n<Shared />\n",
      'content/_shared.md': '![a](./images/a.svg)\n',
      'content/images/a.svg': SVG,
    });
    try {
      const { outDir, warnings } = await build({ root: site.dir });
      assert.deepEqual(warnings, []);
      const srcs = ['index.html', 'guide/one/index.html', 'guide/two/index.html'].flatMap((page) =>
        selectAll('main img', readHtml(path.join(outDir, page))).map((img) => String(img.properties.src)),
      );
      assert.equal(srcs.length, 4);
      assert.equal(new Set(srcs).size, 1, srcs.join(', '));
      const file = path.join(outDir, srcs[0]!.replace(/^\//, ''));
      assert.equal(readFileSync(file, 'utf8'), SVG);
    } finally {
      site.cleanup();
    }
  });
});
