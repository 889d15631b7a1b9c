// Which output files servers make browsers revalidate: docgen's unhashed data, at the site root
// and below an older docs version's path, and nothing a site's own files could be mistaken for.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { mustRevalidate } from '../../src/shared/output-layout.ts';

describe('mustRevalidate', () => {
  test("docgen's unhashed data revalidates, at the root and below a docs version's path", () => {
    for (const prefix of ['', 'docs/1.0/', 'docs/next/', '1.3.0/']) {
      for (const file of [
        '_docgen/routes/guide/intro.json',
        '_docgen/panels/guide/intro.json',
        '_docgen/console/reference/list-pets.js',
        '_docgen/schemas/s.abc.json',
        '_docgen/sidebar.json',
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
