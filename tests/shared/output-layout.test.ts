// Which output files servers make browsers revalidate: docgen's unhashed data, at the site root
// and below an older docs version's path, and nothing a site's own files could be mistaken for.
// URLs of routes with characters no URL holds as they are (RocketMQ's `02RocketMQ Streams
// Concept.md`: the Nu HTML Checker's "Space is not allowed" on 346 links) are percent-encoded.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  mustRevalidate,
  routeUrl,
  sidebarFragmentPath,
  urlPath,
  withBase,
} from '../../src/shared/output-layout.ts';

describe('mustRevalidate', () => {
  test("docgen's unhashed data revalidates, at the root and below a docs version's path", () => {
    for (const prefix of ['', 'docs/1.0/', 'docs/next/', '1.3.0/']) {
      for (const file of [
        '_docgen/routes/guide/intro.json',
        '_docgen/panels/guide/intro.json',
        '_docgen/console/reference/list-pets.js',
        '_docgen/schemas/s.abc.json',
        '_docgen/sidebar.json',
        '_docgen/sidebars/api.json',
        '_docgen/search-manifest.json',
      ])
        assert.equal(mustRevalidate(prefix + file), true, prefix + file);
    }
  });

  test('hashed search files, assets and files of folders merely named like it do not', () => {
    for (const file of [
      '_docgen/search/docs-0.AbC123xYz0.json',
      '_docgen/search/terms-0.AbC123xYz0.json',
      'docs/1.0/_docgen/search/docs-1.AbC123xYz0.json',
      'assets/site.AbC123xYz0.css',
      'my_docgen/routes/a.json',
      'docs/x_docgen/sidebar.json',
      'img/logo.svg',
      'guide/intro.md',
    ])
      assert.equal(mustRevalidate(file), false, file);
  });
});

describe('sidebarFragmentPath', () => {
  test('a key is its file name; other characters are escaped, so no two keys share a file', () => {
    assert.equal(sidebarFragmentPath('apiSidebar'), '_docgen/sidebars/apiSidebar.json');
    assert.equal(sidebarFragmentPath('my_side-bar2'), '_docgen/sidebars/my_side-bar2.json');
    assert.equal(sidebarFragmentPath('../a b'), '_docgen/sidebars/~2e~2e~2fa~20b.json');
    assert.notEqual(sidebarFragmentPath('a.b'), sidebarFragmentPath('a~2eb'));
  });

  test('hostile keys stay one file name inside the folder, each its own', () => {
    const keys = [
      '"',
      "'",
      '$(id)',
      '`id`',
      'a\nb',
      'a\0b',
      '..',
      '../..',
      '/etc/passwd',
      'C:\\x',
      '%2e%2e',
      '~',
      '~7e',
      '😀',
      'é',
      '',
      ' ',
    ];
    const paths = keys.map(sidebarFragmentPath);
    for (const [i, file] of paths.entries())
      assert.match(file, /^_docgen\/sidebars\/[A-Za-z0-9_~-]*\.json$/, JSON.stringify(keys[i]));
    assert.equal(new Set(paths).size, keys.length, 'no two keys share a file');
  });
});

describe('withBase, urlPath', () => {
  test('a space, quotes, angle brackets, braces, pipes, backslashes, carets, backticks and controls are encoded', () => {
    assert.equal(
      withBase('/', '/docs/streams/02RocketMQ Streams Concept'),
      '/docs/streams/02RocketMQ%20Streams%20Concept',
    );
    assert.equal(routeUrl('/a b', '/docs/'), '/docs/a%20b');
    assert.equal(urlPath('a"<>`{}|\\^\u0000\t\n\u007fb'), 'a%22%3C%3E%60%7B%7D%7C%5C%5E%00%09%0A%7Fb');
  });

  test('what a URL holds as it is stays: letters of any script, %, ?, #, and the usual punctuation', () => {
    for (const path of [
      '/guide/intro',
      '/docs/快速开始',
      '/a%20b',
      '/search?q=1&x=2#top',
      "/a-b_c.d~e!$'()*+,;=:@",
    ])
      assert.equal(urlPath(path), path);
    assert.equal(withBase('/', '/'), '/');
  });
});
