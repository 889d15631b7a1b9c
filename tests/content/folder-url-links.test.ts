// Relative route links (`../../intent_builtin`, no `.md`) on a folder's own page: Docusaurus serves
// `voice/intents/index.md` at `/docs/voice/intents/`, with a trailing slash, so the link climbs from
// that folder (Home Assistant's developer docs link this way); other pages have no slash.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { build } from '../../src/commands/build.ts';
import { hasFolderUrl } from '../../src/content/doc-route.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const pages = {
  'docs/index.md': '# Home\n\n[Intro](intro)\n',
  'docs/intro.md': '# Intro\n\n[Intents](voice/intents)\n',
  'docs/intent_builtin.md': '# Built-in intents\n',
  'docs/voice/overview.md': '# Overview\n\n[Intents](intents)\n',
  'docs/voice/intents/index.md':
    '# Intents\n\n[Built-in](../../intent_builtin) [More](./more) [Overview](../overview)\n',
  'docs/voice/intents/more.md': '# More\n\n[Back](../intents)\n',
  'docs/guides/guides.md': '# Guides\n\n[Intro](../intro)\n',
  'docs/moved.md': '---\nslug: /custom/place/\n---\n\n# Moved\n\n[Intro](../../intro)\n',
};

/** The hrefs of the page's article links, by route. */
function links(outDir: string, route: string, file = `${route.slice(1)}/index.html`): unknown[] {
  const html = readFileSync(path.join(outDir, file), 'utf8');
  return selectAll('article a[href^="/"]', fromHtml(html)).map((a) => a.properties.href);
}

describe('relative links on a folder page', () => {
  test('which pages Docusaurus serves at a URL ending in /', () => {
    assert.equal(hasFolderUrl('voice/intents/index.md'), true);
    assert.equal(hasFolderUrl('voice/README.md'), true);
    assert.equal(hasFolderUrl('guides/guides.md'), true);
    assert.equal(hasFolderUrl('index.md'), true);
    assert.equal(hasFolderUrl('voice/overview.md'), false);
    assert.equal(hasFolderUrl('voice/intents/index.md', 'intents-home'), false);
    assert.equal(hasFolderUrl('moved.md', '/custom/place/'), true);
  });

  test('resolve against the folder on its page and against the parent on others; the build has no broken link', async () => {
    const site = throwawaySite(pages, { contentDir: 'docs', docs: { routeBasePath: '/docs' } });
    try {
      const { outDir } = await build({ root: site.dir, outDir: path.join(site.dir, 'build') });
      assert.deepEqual(links(outDir, '/docs'), ['/docs/intro']);
      assert.deepEqual(links(outDir, '/docs/intro'), ['/docs/voice/intents']);
      assert.deepEqual(links(outDir, '/docs/voice/overview'), ['/docs/voice/intents']);
      assert.deepEqual(links(outDir, '/docs/voice/intents'), [
        '/docs/intent_builtin',
        '/docs/voice/intents/more',
        '/docs/voice/overview',
      ]);
      assert.deepEqual(links(outDir, '/docs/voice/intents/more'), ['/docs/voice/intents']);
      assert.deepEqual(links(outDir, '/docs/guides'), ['/docs/intro']);
      assert.deepEqual(links(outDir, '/docs/custom/place'), ['/docs/intro']);
    } finally {
      site.cleanup();
    }
  });

  test('with `trailingSlash: false` no page has the slash, so links climb from the parent, as Docusaurus resolves them there', async () => {
    const site = throwawaySite(
      {
        'docs/index.md': '# Home\n',
        'docs/intent_builtin.md': '# Built-in intents\n',
        'docs/voice/intents/index.md': '# Intents\n\n[Built-in](../intent_builtin)\n',
      },
      { contentDir: 'docs', trailingSlash: false },
    );
    try {
      const { outDir } = await build({ root: site.dir, outDir: path.join(site.dir, 'build') });
      assert.deepEqual(links(outDir, '/voice/intents', 'voice/intents.html'), ['/intent_builtin']);
    } finally {
      site.cleanup();
    }
  });
});
