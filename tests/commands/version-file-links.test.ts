// src/commands/build.ts (each version's folder for its links) and
// src/content/markdown/plugins/remark-resolve-links.ts: Markdown links to files of another docs
// version, or to a file named from the site root, are the pages Docusaurus makes of them. tRPC's
// current docs link `../../../../versioned_docs/version-9.x/nextjs/introduction.md#4-create-trpc-hooks`
// (a page with `slug: /nextjs`) and `/docs/client/setup.mdx`; with `onBrokenMarkdownLinks: 'throw'`
// the first build stopped on both.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { selectAll } from 'hast-util-select';
import { build } from '../../src/commands/build.ts';
import { DocgenError } from '../../src/errors.ts';
import { readHtml } from '../helpers/fixtures.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const CONFIG = {
  baseUrl: '/site/',
  contentDir: 'docs',
  docs: { routeBasePath: '/docs', lastVersion: 'current', versions: { '9.x': { path: 'v9' } } },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
};

const FILES = {
  'versions.json': JSON.stringify(['9.x']),
  'docs/index.md': '# Home\n',
  'docs/client/setup.mdx': '# Setup\n\n## Install\n',
  'docs/client/nextjs/setup.mdx': [
    '# Next.js',
    '',
    'As in [v9](../../../versioned_docs/version-9.x/nextjs/introduction.md#4-create-trpc-hooks),',
    '[the v9 guide](../../../versioned_docs/version-9.x/02-guides/01-start.md) and',
    '[setup](/docs/client/setup.mdx#install).',
    '',
  ].join('\n'),
  'versioned_docs/version-9.x/index.md': '# Home 9\n',
  'versioned_docs/version-9.x/nextjs/introduction.md':
    '---\nid: introduction\nslug: /nextjs\n---\n\n# Usage with Next.js\n\n## 4. Create tRPC hooks\n',
  'versioned_docs/version-9.x/02-guides/01-start.md':
    '# Start\n\nBack to [the current setup](../../../docs/client/setup.mdx).\n',
};

describe('Markdown links into another docs version, or named from the site root', () => {
  test("they lead to that version's page (slug and number prefixes as Docusaurus), checked with their anchors", async () => {
    const site = throwawaySite(FILES, CONFIG);
    try {
      const { outDir } = await build({ root: site.dir });
      const links = (file: string) =>
        selectAll('article a', readHtml(path.join(outDir, file)))
          .map((a) => String(a.properties.href))
          .filter((href) => !href.startsWith('#'));
      assert.deepEqual(links('docs/client/nextjs/setup/index.html'), [
        '/site/docs/v9/nextjs#4-create-trpc-hooks',
        '/site/docs/v9/guides/start',
        '/site/docs/client/setup#install',
      ]);
      assert.deepEqual(links('docs/v9/guides/start/index.html'), ['/site/docs/client/setup']);
    } finally {
      site.cleanup();
    }
  });

  test('a missing file or anchor in the other version is still a broken link, named at its line', async () => {
    const site = throwawaySite(
      {
        ...FILES,
        'docs/client/nextjs/setup.mdx':
          '# Next.js\n\n[gone](../../../versioned_docs/version-9.x/nextjs/gone.md)\n',
      },
      CONFIG,
    );
    const anchor = throwawaySite(
      {
        ...FILES,
        'docs/client/nextjs/setup.mdx':
          '# Next.js\n\n[v9](../../../versioned_docs/version-9.x/nextjs/introduction.md#nope)\n',
      },
      CONFIG,
    );
    try {
      await assert.rejects(build({ root: site.dir }), (error: DocgenError) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(
          error.format(),
          /docs\/client\/nextjs\/setup\.mdx:3: .*version-9\.x\/nextjs\/gone\.md: no Markdown file at this path/,
        );
        return true;
      });
      await assert.rejects(build({ root: anchor.dir }), (error: DocgenError) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(
          error.format(),
          /setup\.mdx:3: .*\/docs\/v9\/nextjs#nope.*no heading or anchor "#nope"/s,
        );
        return true;
      });
    } finally {
      site.cleanup();
      anchor.cleanup();
    }
  });

  test('hostile paths (fixed list) stay broken links: nothing outside a version folder is read or linked', async () => {
    for (const link of [
      '../../../versioned_docs/version-9.x/../../../../etc/passwd.md',
      '/versioned_docs/version-9.x/%2e%2e/%2e%2e/x.md',
      '../../../versioned_docs/version-9.x/nextjs/intro%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E.md',
      '../../../versioned_docs/version-9.x/nextjs/it\'s "quoted".md',
      '../../../versioned_docs/version-9.x/a%00b.md',
      '/docs/../../../x.mdx#$(id)',
    ]) {
      // A .md page (CommonMark): the hostile text reaches the link, not an MDX parse error.
      const { 'docs/client/nextjs/setup.mdx': _mdx, ...rest } = FILES;
      const site = throwawaySite(
        { ...rest, 'docs/client/nextjs/setup.md': `# Next.js\n\n[x](<${link}>)\n` },
        CONFIG,
      );
      try {
        await assert.rejects(
          build({ root: site.dir }),
          (error: DocgenError) => {
            assert.ok(error instanceof DocgenError, `${link}: ${String(error)}`);
            assert.match(error.message, /broken/, link);
            return true;
          },
          link,
        );
      } finally {
        site.cleanup();
      }
    }
  });
});
