// templates/components/Navbar.tsx: the locale dropdown lists the configured locales (labels from
// the config or the language's own name), each linking to the same page in that locale; a
// `dropdown` item lists its links.
import assert from 'node:assert/strict';

import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { selectAll, select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../src/commands/build.ts';
import { copyFixture, readHtml, rewriteFile } from '../helpers/fixtures.ts';

describe('templates/components/Navbar.tsx: locale dropdown', () => {
  const fixture = copyFixture('basic');
  before(async () => {
    const file = path.join(fixture.dir, 'docgen.config.ts');
    const extra =
      "i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'], localeConfigs: { 'pt-BR': { label: 'Português (Brasil)' } } }, navbar: { items: [{ type: 'localeDropdown' }, { type: 'dropdown', label: 'Community', position: 'left', items: [{ label: 'Intro', route: '/guide/intro' }, { label: 'Forum', href: 'https://forum.example/t?a=1&b=2' }, { label: '<script>x</script>', href: '/guide/advanced' }] }] },";
    rewriteFile(file, "tagline: 'Testing docgen',", `tagline: 'Testing docgen', ${extra}`);
    await build({ root: fixture.dir });
  });
  after(() => fixture.cleanup());

  test('each locale links to the same page in that locale; the current one is marked', () => {
    const page = readHtml(path.join(fixture.dir, 'build/guide/intro/index.html'));
    const dropdown = selectAll('details.dropdown', page).find(
      (d) => toString(select('summary', d)!) === 'English',
    )!;
    assert.ok(dropdown);
    const links = selectAll('a', dropdown).map((a) => [
      toString(a),
      a.properties.href,
      a.properties.lang,
      a.properties.ariaCurrent ?? null,
    ]);
    assert.deepEqual(links, [
      ['English', '/guide/intro', 'en', 'true'],
      ['Français', '/fr/guide/intro', 'fr', null],
      ['Português (Brasil)', '/pt-BR/guide/intro', 'pt-BR', null],
    ]);
  });

  test("a dropdown item lists its links under its label, in the navbar and in the drawer's menu", () => {
    const page = readHtml(path.join(fixture.dir, 'build/guide/intro/index.html'));
    const menus = selectAll('details.dropdown', page).filter(
      (d) => toString(select('summary', d)!) === 'Community',
    );
    assert.equal(menus.length, 2, 'the navbar and the drawer');
    for (const menu of menus)
      assert.deepEqual(
        selectAll('a', menu).map((a) => [toString(a), a.properties.href, a.properties.ariaCurrent ?? null]),
        [
          ['Intro', '/guide/intro', 'page'],
          ['Forum', 'https://forum.example/t?a=1&b=2', null],
          ['<script>x</script>', '/guide/advanced', null],
        ],
      );
    assert.equal(selectAll('script', page).filter((s) => toString(s) === 'x').length, 0);
  });

  test('the page is in the default locale', () => {
    const html = select('html', readHtml(path.join(fixture.dir, 'build/index.html')))!;
    assert.equal(html.properties.lang, 'en');
  });
});
