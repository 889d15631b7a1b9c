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

  test("the URL is written as a browser reads it: Yoga's `https:/yogalayout.dev` gets its second slash", () => {
    assert.equal(validateConfig({ ...minimal, url: 'https:/yogalayout.dev' }).url, 'https://yogalayout.dev');
    assert.equal(
      validateConfig({ ...minimal, url: 'https://Docs.Example.com/' }).url,
      'https://docs.example.com',
    );
    assert.equal(validateConfig({ ...minimal, url: 'https://x.example/sub/' }).url, 'https://x.example/sub');
    assert.equal(validateConfig(minimal).url, 'https://docs.example');
  });

  test('a wrong type names its key path', () => {
    assert.throws(
      () => validateConfig({ ...minimal, navbar: { items: [{ type: 'link', label: 1, href: '/' }] } }),
      (error: DocgenError) =>
        error.pointer === 'navbar.items[0].label' && /Invalid config: expected string/.test(error.message),
    );
  });

  test("a navbar item or dropdown entry written with Docusaurus's keys says what docgen writes instead", () => {
    const cases: [unknown, string, RegExp][] = [
      [
        { type: 'doc', docId: 'intro', label: 'Intro', position: 'left' },
        'navbar.items[0]',
        /`docId` is Docusaurus's: a page of the site is `\{ type: 'doc', label, route \}`/,
      ],
      [
        { to: '/blog', label: 'Blog' },
        'navbar.items[0]',
        /`to` is Docusaurus's: .*`\{ type: 'link', label, href \}`/,
      ],
      [
        { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'faq', label: 'FAQ' }] },
        'navbar.items[0].items[0]',
        /`docId` and `type` are Docusaurus's: a dropdown's entry is `\{ label, href \}` \(a link\) or `\{ label, route \}`/,
      ],
    ];
    for (const [item, pointer, message] of cases)
      assert.throws(
        () => validateConfig({ ...minimal, navbar: { items: [item] } }),
        (error: DocgenError) =>
          error.pointer?.startsWith(pointer) === true &&
          message.test(error.message) &&
          /docgen init --from-docusaurus/.test(error.message),
        JSON.stringify(item),
      );
    // A config without them keeps its own messages.
    assert.throws(
      () => validateConfig({ ...minimal, navbar: { items: [{ type: 'doc', label: 'Intro' }] } }),
      (error: DocgenError) => error.pointer === 'navbar.items[0].route' && !/Docusaurus/.test(error.message),
    );
  });

  test('a navbar item without a type (a Docusaurus link) is named, with the form of a link', () => {
    assert.throws(
      () => validateConfig({ ...minimal, navbar: { items: [{ label: 'Blog', href: '/blog' }] } }),
      (error: DocgenError) =>
        error.pointer?.startsWith('navbar.items[0]') === true &&
        /a navbar item has no `type` \(known types: link, .*a link is `\{ type: 'link', label, href \}`\)/.test(
          error.message,
        ),
    );
  });

  test('navbar and footer links: paths, http(s), mailto:, tel: and pathname:// only', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
    ])
      for (const [config, pointer] of [
        [{ navbar: { items: [{ type: 'link', label: 'x', href }] } }, 'navbar.items[0].href'],
        [{ footer: { links: [{ label: 'x', href }] } }, 'footer.links[0].href'],
        [{ footer: { logo: { src: 'a.svg', href } } }, 'footer.logo.href'],
        [
          { navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ label: 'x', href }] }] } },
          'navbar.items[0].items[0].href',
        ],
      ] as const)
        assert.throws(
          () => validateConfig({ ...minimal, ...config }),
          (error: DocgenError) => error.pointer === pointer && /a link must be a path/.test(error.message),
          `${pointer} = ${href}`,
        );
    for (const href of [
      '/guide',
      'guide#x',
      '#top',
      'https://x.example',
      'mailto:a@x.example',
      'tel:+1',
      'pathname:///play/',
      '//cdn.example',
    ])
      validateConfig({ ...minimal, navbar: { items: [{ type: 'link', label: 'x', href }] } });
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
