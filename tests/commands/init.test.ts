// src/commands/init.ts: a new site builds as written, with the defaults a new site should have;
// a folder with files in it is refused (or, with force, only completed); hostile titles stay text.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { parse as parseYaml } from 'yaml';
import { build } from '../../src/commands/build.ts';
import { init } from '../../src/commands/init.ts';
import { DocgenError } from '../../src/errors.ts';
import { readHtml, runDocgen } from '../helpers/fixtures.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-init-'));
after(() => rmSync(temp, { recursive: true, force: true }));

describe('src/commands/init.ts: the new site', () => {
  const dir = path.join(temp, 'my-docs');
  let out = '';
  before(async () => {
    await init({ dir });
    out = (await build({ root: dir })).outDir;
  });
  const page = (route: string) =>
    readHtml(path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`));

  test('builds with no edits: home, guide, API overview and the authenticated operation', () => {
    const home = page('/');
    assert.equal(toString(select('h1', home)!), 'My Docs');
    const guide = page('/getting-started');
    assert.ok(select('aside.admonition-tip', guide), 'the guide shows an admonition');
    const links = selectAll('article a', guide).map((a) => a.properties.href);
    assert.ok(links.includes('/'), `the relative link to ./index.md leads home: ${links.join(' ')}`);
    const operation = page('/api/get-greeting');
    assert.match(toString(select('article', operation)!), /bearer/i, 'the operation names its security');
  });

  test('the sidebar starts with the home page, then the guide, then the API', () => {
    const labels = selectAll(
      '.menu > .menu__list > li > a, .menu > .menu__list > li > div > a',
      page('/'),
    ).map((a) => toString(a).trim());
    assert.deepEqual(labels.slice(0, 3), ['Home', 'Getting started', 'API reference']);
    const next = select('.pagination__link--next', page('/'));
    assert.equal(next?.properties.href, '/getting-started', "the home page's next link");
  });

  test('looks finished: no version pill, a favicon, a footer only with content', () => {
    const home = page('/');
    assert.equal(select('.version-badge', home), undefined);
    assert.match(
      String(select('link[rel="icon"]', home)?.properties.href),
      /\/assets\/favicon\.[\w-]+\.svg$/,
    );
    assert.match(toString(select('footer .footer__copyright', home)!), /My Docs/);
  });

  test('package.json has the four scripts and asks for this docgen', () => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    assert.equal(pkg.name, 'my-docs');
    assert.deepEqual(Object.keys(pkg.scripts), ['dev', 'build', 'serve', 'mock']);
    const own = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8'));
    assert.equal(pkg.devDependencies.docgen, `^${own.version}`);
    assert.match(
      readFileSync(path.join(dir, 'docgen.config.ts'), 'utf8'),
      /^import \{ defineConfig \} from 'docgen';/,
    );
  });
});

describe('src/commands/init.ts: folders with files', () => {
  test('a folder with files is refused, naming them, and nothing is written', async () => {
    const dir = path.join(temp, 'taken');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    await assert.rejects(init({ dir }), (error: DocgenError) => {
      assert.ok(error instanceof DocgenError);
      assert.match(error.message, /is not empty \(it holds notes\.txt\)/);
      assert.match(error.hint!, /--force/);
      return true;
    });
    assert.throws(() => readFileSync(path.join(dir, 'docgen.config.ts')));
  });

  test('--force adds only the missing files and leaves the others as they were', async () => {
    const dir = path.join(temp, 'half');
    mkdirSync(path.join(dir, 'content'), { recursive: true });
    writeFileSync(path.join(dir, 'content/index.md'), '# Mine\n');
    const result = await init({ dir, force: true, api: false });
    assert.deepEqual(result.kept, ['content/index.md']);
    assert.ok(result.written.includes('docgen.config.ts'));
    assert.ok(!result.written.includes('openapi/api.yaml'), 'no API asked for');
    assert.equal(readFileSync(path.join(dir, 'content/index.md'), 'utf8'), '# Mine\n');
  });

  test('the CLI without a terminal asks nothing, takes the defaults and prints the next two commands', () => {
    const result = runDocgen(['init', 'cli site'], temp);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Next:\n {2}cd 'cli site' && npm install\n {2}npm run dev/);
    const refused = runDocgen(['init', 'cli site'], temp);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^error The folder cli site is not empty/);
    assert.doesNotMatch(refused.stderr, /\n\s+at /, 'no stack trace');
  });
});

describe('src/commands/init.ts: hostile titles', () => {
  const titles = [
    `Acme's "Docs" \\ </title><script>alert(1)</script>`,
    '---\nslug: /evil\n--- {x} <Tabs> :::danger',
    "'; process.exit(1); //`${1}` # *not* _emphasis_",
  ];
  for (const [i, title] of titles.entries()) {
    test(`title ${i + 1} is text everywhere it goes`, async () => {
      const dir = path.join(temp, `hostile-${i}`);
      await init({ dir, title });
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      assert.equal(pkg.description, title.trim());
      const spec = parseYaml(readFileSync(path.join(dir, 'openapi/api.yaml'), 'utf8'));
      assert.equal(spec.info.title, `${title.trim()} API`);
      const { outDir } = await build({ root: dir });
      const home = readHtml(path.join(outDir, 'index.html'));
      assert.equal(toString(select('h1', home)!), title.trim());
      assert.equal(toString(select('title', home)!), `${title.trim()} | Documentation`);
      assert.equal(selectAll('script:not([src])', home).length, 1, 'only the colour-mode script');
    });
  }
});
