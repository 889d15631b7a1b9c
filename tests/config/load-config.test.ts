// The config stage: defaults, key paths in errors, files the config names.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { assertConfigFiles } from '../../src/config/config-files.ts';
import { validateConfig } from '../../src/config/load-config.ts';
import { DocgenError } from '../../src/errors.ts';

const minimal = { title: 'Docs', url: 'https://docs.example/' };

describe('src/config/load-config.ts, src/config/config-files.ts', () => {
  test('defaults fill in what the config leaves out; the URL loses its trailing slash', () => {
    const config = validateConfig(minimal);
    assert.equal(config.url, 'https://docs.example');
    assert.equal(config.baseUrl, '/');
    assert.equal(config.outDir, 'build');
    assert.deepEqual(config.docs.toc, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  });

  test('a wrong type names its key path', () => {
    assert.throws(
      () => validateConfig({ ...minimal, navbar: { items: [{ type: 'link', label: 1, href: '/' }] } }),
      (error: DocgenError) =>
        error.pointer === 'navbar.items[0].label' && /Invalid config: expected string/.test(error.message),
    );
  });

  test('i18n: one locale by default, the default locale among the locales', () => {
    assert.deepEqual(validateConfig(minimal).i18n, {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {},
    });
    assert.deepEqual(validateConfig({ ...minimal, i18n: { defaultLocale: 'fr' } }).i18n.locales, ['fr']);
    assert.throws(
      () => validateConfig({ ...minimal, i18n: { defaultLocale: 'en', locales: ['fr'] } }),
      (error: DocgenError) => error.pointer === 'i18n.locales',
    );
  });

  test('the favicon and logos must be files in the static folder (URLs are left alone)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docgen-config-'));
    try {
      mkdirSync(path.join(root, 'static/img'), { recursive: true });
      writeFileSync(path.join(root, 'static/img/logo.svg'), '<svg/>');
      const config = (extra: object) => validateConfig({ ...minimal, ...extra });
      assert.doesNotThrow(() =>
        assertConfigFiles(
          config({ logo: { src: 'img/logo.svg' }, favicon: 'https://cdn.example/f.ico' }),
          root,
          'docgen.config.ts',
        ),
      );
      assert.throws(
        () =>
          assertConfigFiles(
            config({ logo: { src: 'img/logo.svg', srcDark: '/img/logo-dark.svg' } }),
            root,
            'docgen.config.ts',
          ),
        (error: DocgenError) =>
          error.pointer === 'logo.srcDark' &&
          error.message === 'The file static/img/logo-dark.svg does not exist.',
      );
      assert.throws(
        () => assertConfigFiles(config({ favicon: 'img' }), root, 'docgen.config.ts'),
        (error: DocgenError) => /is a folder, not an image/.test(error.message),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
