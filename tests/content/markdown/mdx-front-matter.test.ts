// `frontMatter` in MDX: Docusaurus' MDX loader exports the page's front matter to the page, so
// `{frontMatter.title}` is text and `<RelatedRules relatedRules={frontMatter.related_rules} />`
// (Home Assistant's 34 quality-scale rule pages) gives a component the list. docgen stopped the
// build on the first ("`frontMatter` is not defined on the page").
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../../src/commands/build.ts';
import { readHtml } from '../../helpers/fixtures.ts';
import { throwawaySite } from '../../helpers/throwaway-site.ts';

const RULES = [
  'export default function RelatedRules({ relatedRules }) {',
  '  return <ul className="related">{(relatedRules ?? []).map((r) => <li key={r}>{r}</li>)}</ul>;',
  '}',
  '',
].join('\n');

describe('frontMatter in MDX pages', () => {
  test("reads the page's own front matter: text, a component's prop, nothing for a missing key", async () => {
    const site = throwawaySite(
      {
        'content/index.md': '# Home\n',
        'content/rule.mdx': [
          '---',
          'title: Reconfigure flow',
          'version: "2.1"',
          'related_rules:',
          '  - config-flow',
          '  - "<script>alert(1)</script>"',
          '---',
          '',
          'This is **{frontMatter.title}**, since {frontMatter.version}.{frontMatter.missing}',
          '',
          '<RelatedRules relatedRules={frontMatter.related_rules} />',
          '',
        ].join('\n'),
        'content/other.mdx':
          '---\ntitle: Other\n---\n\nNo list: <RelatedRules relatedRules={frontMatter.related_rules} />\n',
        'src/RelatedRules.jsx': RULES,
      },
      { components: { RelatedRules: './src/RelatedRules.jsx' } },
    );
    try {
      const { outDir } = await build({ root: site.dir, outDir: path.join(site.dir, 'build') });
      const page = readHtml(path.join(outDir, 'rule/index.html'));
      const text = toString(select('article', page)!);
      assert.match(text, /This is Reconfigure flow, since 2\.1\./);
      assert.equal(toString(select('article strong', page)!), 'Reconfigure flow');
      assert.deepEqual(
        selectAll('ul.related li', page).map((li) => toString(li)),
        ['config-flow', '<script>alert(1)</script>'],
      );
      assert.equal(select('article script', page), undefined);
      const other = readHtml(path.join(outDir, 'other/index.html'));
      assert.deepEqual(selectAll('ul.related li', other), []);
      assert.ok(select('ul.related', other));
    } finally {
      site.cleanup();
    }
  });

  test("a page's own `frontMatter` import comes first", async () => {
    const site = throwawaySite({
      'content/index.md': '# Home\n',
      'content/data.json': JSON.stringify({ title: 'From the module' }),
      'content/page.mdx':
        "---\ntitle: From the page\n---\n\nimport frontMatter from './data.json';\n\nTitle: {frontMatter.title}\n",
    });
    try {
      const { outDir } = await build({ root: site.dir, outDir: path.join(site.dir, 'build') });
      const text = toString(select('article', readHtml(path.join(outDir, 'page/index.html')))!);
      assert.match(text, /Title: From the module/);
    } finally {
      site.cleanup();
    }
  });
});
