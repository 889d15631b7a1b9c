// src/content/page-head.ts, src/content/markdown/head-block.ts and plugins/remark-page-head.ts:
// Ionic's docs (384 pages) open with a `<head>` block of a `<title>` and a description, which
// docgen dropped with a warning per page. Built into a site, the block's title is the document's
// <title> (og:title stays the page title, as Docusaurus keeps it), its meta tags and canonical link
// replace the defaults, and what would run or restyle the page is left out with a warning at its
// line. Every value is the page's: escaped, and no `javascript:` link.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Root } from 'hast';
import { build } from '../../src/commands/build.ts';
import { pageHead, safeUrl } from '../../src/content/page-head.ts';
import { throwawaySite } from '../helpers/throwaway-site.ts';

const IONIC_LIKE = [
  '---', // 1
  'title: Add to Existing Angular Project', // 2
  'sidebar_label: Add to Existing', // 3
  'description: The front matter description', // 4
  '---', // 5
  '', // 6
  "import Tabs from '@theme/Tabs';", // 7
  '', // 8
  '<head>', // 9
  '  <title>Add Ionic Angular to Existing Project: Integration Guide</title>', // 10
  '  <meta', // 11
  '    name="description"', // 12
  '    content="Learn how to add Ionic Angular to your existing Angular project."', // 13
  '  />', // 14
  '  <meta property="og:image" content="https://ionicframework.com/docs/img/meta-open-graph.png" />', // 15
  '  <link rel="canonical" href="https://ionicframework.com/docs/angular/add-to-existing" />', // 16
  '  <script>{`alert(1)`}</script>', // 17
  '</head>', // 18
  '', // 19
  '# Add to Existing', // 20
  '', // 21
  'This guide covers how to add Ionic Angular to an existing Angular project.', // 22
  '',
].join('\n');

const HOSTILE = [
  '---',
  'title: Hostile',
  '---',
  '',
  '<head>',
  '  <title>{"Evil </title><script>alert(1)</script>"}</title>',
  '  <meta name="description" content={\'"><script>alert(2)</script>\'} />',
  '  <meta name="description" content="The second description wins" />',
  '  <link rel="canonical" href="javascript:alert(3)" />',
  '  <link rel="canonical" href=" java\tscript:alert(4)" />',
  '  <meta httpEquiv="refresh" content="0;url=https://evil.example" />',
  '  <meta name="docgen:route" content="/elsewhere" />',
  '  <link rel="stylesheet" href="https://evil.example/a.css" />',
  '  <base href="https://evil.example/" />',
  '</head>',
  '',
  'Body.',
  '',
].join('\n');

// A CommonMark page (no MDX): the block is raw HTML, blank line and all.
const PLAIN = [
  '---',
  'title: Plain',
  '---',
  '',
  '<head>',
  '  <title>Plain &amp; simple</title>',
  '',
  '  <meta name="keywords" content="ionic, angular" />',
  '  <meta name="robots" content="noindex" />',
  '  <style>body { display: none }</style>',
  '</head>',
  '',
  'Body.',
  '',
].join('\n');

function page(outDir: string, route: string): Root {
  return fromHtml(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'));
}
const content = (tree: Root, selector: string) =>
  selectAll(selector, tree).map((node) => String(node.properties.content ?? node.properties.href));

describe('a page’s <head> block', () => {
  test('sets the document title, the description, og:image and the canonical link; a <script> is left out with a warning at its line', async () => {
    const site = throwawaySite({
      'content/index.md': '# Home\n',
      'content/angular/add-to-existing.md': IONIC_LIKE,
      'content/hostile.mdx': HOSTILE,
      'content/plain.md': PLAIN,
    });
    try {
      const { outDir, warnings } = await build({ root: site.dir });
      const tree = page(outDir, 'angular/add-to-existing');
      assert.equal(
        toString(select('title', tree)!),
        'Add Ionic Angular to Existing Project: Integration Guide',
      );
      // As in Docusaurus: og:title, the H1 and the sidebar keep the page title.
      assert.deepEqual(content(tree, 'meta[property="og:title"]'), [
        'Add to Existing Angular Project | Site',
      ]);
      assert.equal(toString(select('main h1', tree)!), 'Add to Existing');
      assert.deepEqual(
        selectAll('nav a[aria-current="page"]', tree).map((a) => toString(a).trim()),
        ['Add to Existing'],
      );
      assert.deepEqual(content(tree, 'meta[name="description"]'), [
        'Learn how to add Ionic Angular to your existing Angular project.',
      ]);
      // og:description keeps the front matter's, as Docusaurus' does.
      assert.deepEqual(content(tree, 'meta[property="og:description"]'), ['The front matter description']);
      assert.deepEqual(content(tree, 'meta[property="og:image"]'), [
        'https://ionicframework.com/docs/img/meta-open-graph.png',
      ]);
      assert.deepEqual(content(tree, 'link[rel="canonical"]'), [
        'https://ionicframework.com/docs/angular/add-to-existing',
      ]);
      // Nothing of the block in the body; the page's one script tag is docgen's.
      const html = readFileSync(path.join(outDir, 'angular/add-to-existing/index.html'), 'utf8');
      assert.doesNotMatch(html, /alert\(1\)|Integration Guide<\/title>.*Integration Guide/s);
      assert.equal(toString(select('main', tree)!).includes('Integration Guide'), false);

      const at = (file: string) =>
        warnings
          .filter((w) => w.file === file)
          .map((w) => `${w.line}: ${w.message.split(' is left out')[0]}`);
      assert.deepEqual(at('content/angular/add-to-existing.md'), ["17: <script> in the page's <head>"]);

      // The MDX page's hostile values are text; the javascript: links, the refresh, docgen's own
      // meta name, a stylesheet and <base> are left out, each with a warning at its line.
      const hostile = page(outDir, 'hostile');
      assert.equal(toString(select('title', hostile)!), 'Evil </title><script>alert(1)</script>');
      assert.deepEqual(content(hostile, 'meta[name="description"]'), ['The second description wins']);
      assert.deepEqual(content(hostile, 'link[rel="canonical"]'), ['https://site.example/hostile']);
      assert.deepEqual(content(hostile, 'meta[name="docgen:route"]'), ['/hostile']);
      assert.equal(
        selectAll('meta[http-equiv="refresh"], base, link[rel="stylesheet"][href^="https://evil"]', hostile)
          .length,
        0,
      );
      const raw = readFileSync(path.join(outDir, 'hostile/index.html'), 'utf8');
      assert.doesNotMatch(raw, /<script>alert|javascript:|evil\.example/);
      assert.deepEqual(
        at('content/hostile.mdx').map((w) => w.replace(/ in the page's <head>$/, '')),
        [
          '9: <link rel="canonical">',
          '10: <link rel="canonical">',
          '11: <meta>',
          '12: <meta name="docgen:route">',
          '13: <link rel="stylesheet">',
          '14: <base>',
        ],
      );

      // The CommonMark page: raw HTML, read by HTML's parser.
      const plain = page(outDir, 'plain');
      assert.equal(toString(select('title', plain)!), 'Plain & simple');
      assert.deepEqual(content(plain, 'meta[name="keywords"]'), ['ionic, angular']);
      assert.deepEqual(content(plain, 'meta[name="robots"]'), ['noindex']);
      assert.deepEqual(at('content/plain.md'), ["10: <style> in the page's <head>"]);
      assert.equal(toString(select('main', plain)!).includes('display'), false);
    } finally {
      site.cleanup();
    }
  });
});

describe('src/content/page-head.ts', () => {
  test('the last tag of a name wins; a canonical link is replaced, alternates are added', () => {
    const entry = (tag: string, attributes: Record<string, string>, line: number) => ({
      tag,
      attributes,
      text: '',
      line,
    });
    const { head, dropped } = pageHead([
      entry('meta', { name: 'Description', content: 'one' }, 1),
      entry('meta', { name: 'description', content: 'two' }, 2),
      entry('link', { rel: 'canonical', href: '/a' }, 3),
      entry('link', { rel: 'canonical', href: '/b' }, 4),
      entry('link', { rel: 'alternate', href: '/fr', hreflang: 'fr' }, 5),
      entry('link', { rel: 'alternate', href: '/de', hreflang: 'de"><script>' }, 6),
      entry('meta', { name: 'theme-color', content: 'red' }, 7),
    ]);
    assert.deepEqual(head.meta, [{ attribute: 'name', key: 'description', content: 'two' }]);
    assert.deepEqual(head.links, [
      { rel: 'canonical', href: '/b' },
      { rel: 'alternate', href: '/fr', hreflang: 'fr' },
      { rel: 'alternate', href: '/de' },
    ]);
    assert.deepEqual(
      dropped.map((d) => d.line),
      [7],
    );
  });

  test('only http(s) URLs and paths are links', () => {
    for (const url of [
      'https://a.example/b',
      'http://a.example',
      '//a.example/b',
      '/docs/a',
      'a/b?x=c:d',
      '#top',
    ])
      assert.equal(safeUrl(url), true, url);
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      ' java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      '\u0001javascript:x',
    ])
      assert.equal(safeUrl(url), false, url);
  });
});
