// src/commands/init-from-docusaurus.ts: a Docusaurus site (a TypeScript config naming packages that
// are not installed, docs one folder up, a component, a blog, a version) becomes a docgen site that
// builds; what could not be carried over is listed with its reason; hostile strings stay strings.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { transform } from 'esbuild';
import fc from 'fast-check';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build } from '../../src/commands/build.ts';
import { configSource } from '../../src/commands/from-docusaurus/config-source.ts';
import { mapDocusaurusConfig } from '../../src/commands/from-docusaurus/map-config.ts';
import {
  foldRepeats,
  initFromDocusaurus,
  MIGRATION_FILE,
  type FromDocusaurusResult,
} from '../../src/commands/init-from-docusaurus.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import type { ResolvedConfig } from '../../src/config/schema.ts';
import { DocgenError } from '../../src/errors.ts';
import { fixturesDir, readHtml, runDocgen } from '../helpers/fixtures.ts';
import { Warnings } from '../../src/warnings.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-from-docusaurus-'));
after(() => rmSync(temp, { recursive: true, force: true }));
const fixture = path.join(fixturesDir, 'docusaurus-site/website');

describe('src/commands/init-from-docusaurus.ts: a Docusaurus site', () => {
  const dir = path.join(temp, 'widgets');
  let result: FromDocusaurusResult;
  let config: ResolvedConfig;
  let out = '';
  before(async () => {
    result = await initFromDocusaurus({ from: fixture, dir });
    config = (await loadConfig(dir)).config;
    out = (await build({ root: dir })).outDir;
  });
  const page = (route: string) => readHtml(path.join(out, `${route.slice(1)}/index.html`));
  const left = (what: string) => result.leftOut.find((item) => item.what === what)?.reason ?? '';

  test('the config carries the site: title, tagline, url, images, colour mode, link rules, docs folder', () => {
    assert.equal(config.title, 'Acme "Widgets" </script>');
    assert.equal(
      config.tagline,
      "Build widgets, acme-widgets-website's way",
      'computed from the site package.json',
    );
    assert.equal(config.url, 'https://widgets.acme.example');
    assert.equal(config.favicon, 'img/favicon.svg');
    assert.deepEqual(config.logo, { src: 'img/logo.svg', alt: 'Acme logo' });
    assert.deepEqual(config.colorMode, {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
    assert.deepEqual(
      [config.onBrokenLinks, config.onBrokenAnchors, config.onBrokenMarkdownLinks],
      ['throw', 'throw', 'throw'],
    );
    // The docs link to a React page and the blog, which docgen does not build: the first build
    // works (before()), with every other link still checked.
    assert.deepEqual(config.linkCheckExclude, ['/blog', '/blog/**', '/help']);
    assert.equal(config.contentDir, 'docs');
    assert.equal(config.docs.routeBasePath, '/docs');
    assert.deepEqual(config.i18n.locales, ['en', 'fr']);
    assert.deepEqual(config.i18n.localeConfigs, { fr: { label: 'Français' } });
    // HTML, as Docusaurus takes it: the bar of every page keeps the link (test below).
    assert.equal(config.announcementBar?.content, 'Widgets 2 is out: <a href="/docs/intro">read more</a>');
    assert.equal(config.announcementBar?.isCloseable, false);
    const bar = select('[data-announcement="v2"] a', page('/docs/intro'))!;
    assert.equal(bar.properties.href, '/docs/intro');
    assert.equal(toString(bar), 'read more');
    assert.deepEqual(Object.keys(config.components), ['Highlight']);
  });

  test('navbar and footer: doc and sidebar items become routes, `to` links routes, positions as Docusaurus', () => {
    assert.deepEqual(config.navbar.items, [
      { type: 'doc', label: 'Docs', route: '/docs/intro', position: 'left' },
      { type: 'doc', label: 'Install', route: '/docs/guides/install', position: 'left' },
      { type: 'docsVersionDropdown', docsPluginId: 'default', position: 'right' },
      { type: 'link', label: 'GitHub', href: 'https://github.com/acme/widgets', position: 'right' },
    ]);
    assert.deepEqual(config.footer.links, [
      { title: 'Docs', items: [{ label: 'Configure', href: '/docs/guides/configure' }] },
      { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/acme/widgets' }] },
    ]);
    assert.equal(
      config.footer.copyright,
      `Copyright © ${new Date().getFullYear()} Acme, Inc. Built with care.`,
    );
  });

  test('the site builds: its pages, tabs, the registered component, edit links to the original files', () => {
    const install = page('/docs/guides/install');
    assert.deepEqual(
      selectAll('[role="tab"]', install).map((tab) => toString(tab).trim()),
      ['npm', 'Yarn'],
    );
    assert.equal(toString(select('span[data-color="#25c2a0"]', install)!), 'your package manager');
    assert.equal(
      select('a.doc-meta__edit', install)?.properties.href,
      'https://github.com/acme/widgets/edit/main/docs/guides/install.mdx',
      'Docusaurus appends the docs path from the website folder (../docs), then the file',
    );
    const intro = page('/docs/intro');
    const links = selectAll('article a', intro).map((a) => String(a.properties.href));
    assert.ok(links.includes('/docs/guides/configure#options'), links.join(' '));
    assert.equal(toString(select('.navbar__brand, .navbar a', intro)!).includes('Acme'), true);
    assert.ok(existsSync(path.join(out, 'docs/guides/configure/index.html')));
  });

  test('the versions come along in the same layout, with their options and the version dropdown', () => {
    assert.deepEqual(result.versions, ['1.0']);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8')), ['1.0']);
    assert.ok(existsSync(path.join(dir, 'versioned_docs/version-1.0/intro.md')));
    assert.equal(config.docs.lastVersion, 'current');
    assert.deepEqual(config.docs.versions, {
      current: { label: 'Next 2.x' },
      '1.0': { banner: 'unmaintained' },
    });
    const old = page('/docs/1.0/intro');
    assert.equal(select('.version-banner', old)?.properties.dataVersionBanner, 'unmaintained');
    assert.equal(
      select('.version-banner', page('/docs/intro')),
      undefined,
      'the current docs have no banner',
    );
    const intro = page('/docs/intro');
    assert.ok(
      selectAll('a', intro).some((a) => String(a.properties.href).startsWith('/docs/1.0')),
      'the dropdown links the old version',
    );
  });

  test('what was left out is listed with its reason, printed and in MIGRATION.md', () => {
    assert.match(
      left('plugins[0] (@docusaurus/plugin-client-redirects)'),
      /plugins are code docgen does not run/,
    );
    assert.match(left('blog/'), /^1 blog post: there is no blog/);
    assert.match(left('presets[0].docs.versions.1.0.noIndex'), /no equivalent/);
    assert.match(left('themeConfig.algolia'), /own offline search/);
    assert.match(
      left('presets[0].docs.showLastUpdateTime'),
      /computed by `acme-internal-docs\.internalOnly\(\)`/,
    );
    assert.match(left('presets[0].docs.admonitions.keywords (security)'), /:::security fails the build/);
    assert.match(left('themeConfig.navbar.items[2]'), /links to \/blog, which is no page/);
    assert.match(left('themeConfig.navbar.items[5]'), /no text label/);
    assert.match(left('themeConfig.footer.links[1].items[1]'), /HTML footer items/);
    assert.match(
      left('src/pages/'),
      /2 React pages \(\/help, \/\) are code docgen does not run: links to \/help are not checked/,
    );
    assert.match(left('blog/'), /links to \/blog are not checked/);
    // Immer's zh-CN: the dropdown would link to a locale nothing builds; the note says what to do.
    assert.match(
      left('i18n.locales'),
      /a localeDropdown links fr to \/fr\/, which this site does not build .*`baseUrl: '\/fr\/'`, its docs from i18n\/fr\/docusaurus-plugin-content-docs\/current\), or remove `i18n\.locales` and the `localeDropdown` item/,
    );
    assert.ok(
      !result.leftOut.some((item) => item.reason.includes('@acme/widgets')),
      'an import inside a code block is an example',
    );
    const notes = readFileSync(path.join(dir, MIGRATION_FILE), 'utf8');
    for (const item of result.leftOut)
      assert.ok(notes.includes(`\`${item.what}\`: ${item.reason}`), item.what);
  });

  test('the CLI prints the list and the next commands; a second run into the same folder is refused', () => {
    const cli = runDocgen(['init', '--from-docusaurus', fixture, 'cli-site'], temp);
    assert.equal(cli.code, 0, cli.stderr);
    assert.match(cli.stdout, /3 pages in docs\/, 2 files in static\/, components Highlight/);
    assert.match(cli.stdout, /Not carried over \(\d+; also in cli-site\/MIGRATION\.md\):\n {2}- /);
    assert.match(cli.stdout, /Next:\n {2}cd cli-site && npm install\n {2}npm run build/);
    const again = runDocgen(['init', '--from-docusaurus', fixture, 'cli-site'], temp);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /^error The folder cli-site is not empty/);
    assert.doesNotMatch(again.stderr, /\n\s+at /, 'no stack trace');
  });
});

describe('src/commands/init-from-docusaurus.ts: configs it cannot read', () => {
  const site = (name: string, files: Record<string, string>) => {
    const root = path.join(temp, name);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    return root;
  };
  const rejects = async (from: string, message: RegExp, check?: (error: DocgenError) => void) =>
    assert.rejects(
      initFromDocusaurus({ from, dir: path.join(from, '..', `${path.basename(from)}-out`) }),
      (error) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(error.message, message);
        check?.(error);
        return true;
      },
    );

  test('no config: the error says which folder to give', async () => {
    await rejects(site('empty', { 'README.md': '# x\n' }), /No Docusaurus config in /, (error) =>
      assert.match(error.hint!, /docusaurus\.config\.js/),
    );
  });

  test('a Docusaurus 1 site (siteConfig.js) is named, with the migration tool to run', async () => {
    await rejects(
      site('docusaurus-v1', {
        'siteConfig.js': "module.exports = { title: 'Old' };\n",
        'sidebars.json': '{}',
      }),
      /is a Docusaurus 1 site \(siteConfig\.js\): docgen reads Docusaurus 2 and 3 sites/,
      (error) => {
        assert.equal(error.file, 'siteConfig.js');
        assert.match(error.hint!, /npx @docusaurus\/migrate migrate/);
      },
    );
  });

  test('a config that throws or does not compile names the file (and line)', async () => {
    await rejects(
      site('throws', { 'docusaurus.config.js': "throw new Error('no config for you');\n" }),
      /threw while loading: no config for you/,
      (error) => assert.equal(error.file, 'docusaurus.config.js'),
    );
    await rejects(
      site('broken', { 'docusaurus.config.ts': 'export default {\n  title: ,\n};\n' }),
      /does not compile/,
      (error) => assert.deepEqual([error.file, error.line], ['docusaurus.config.ts', 2]),
    );
  });

  test("a file the config requires by path is read (JSON), or named when it is not there (Babel's data/sponsors.json)", async () => {
    // babel/website reads `require(path.join(__dirname, '/data/sponsors.json'))`, a file a script
    // downloads before building. It was a stand-in, and the config threw two lines on, naming js-yaml.
    const config = [
      "const path = require('path');",
      "const yaml = require('js-yaml');",
      "const sponsors = require(path.join(__dirname, '/data/sponsors.json'));",
      'module.exports = { title: `Babel ${sponsors.filter((s) => s.tier).map((s) => s.name).join()}`, url: "https://babel.example" };',
      '',
    ].join('\n');
    await rejects(
      site('babel-like', { 'docusaurus.config.js': config }),
      /threw while loading: Cannot find module '.*data\/sponsors\.json'/,
      (error) => {
        assert.deepEqual([error.file, error.line], ['docusaurus.config.js', 3]);
        assert.match(error.hint ?? '', /The config reads data\/sponsors\.json, which is not there/);
        assert.doesNotMatch(error.hint ?? '', /js-yaml/);
      },
    );
    const root = site('babel-like-2', {
      'docusaurus.config.js': config,
      'data/sponsors.json': JSON.stringify([{ name: 'Acme', tier: 'gold' }]),
      'docs/index.md': '# Babel\n',
    });
    const dir = path.join(temp, 'babel-like-2-out');
    await initFromDocusaurus({ from: root, dir });
    assert.equal((await loadConfig(dir)).config.title, 'Babel Acme');
  });

  test("a file the config reads with fs outside the site's folder is named, with where to copy it (Prettier's ../package.json)", async () => {
    // prettier/prettier's website/docusaurus.config.js reads the repository's package.json one
    // folder up. With the site copied alone, the hint blamed the stand-ins (`yaml`), which no edit
    // of theirs would fix.
    const config = [
      'import fs from "node:fs";',
      'import { parse as parseYaml } from "yaml";',
      '',
      'const packageJsonFile = new URL("../package.json", import.meta.url);',
      'const packageJson = JSON.parse(fs.readFileSync(packageJsonFile));',
      'const users = parseYaml(fs.readFileSync(new URL("./data/users.yml", import.meta.url), "utf8"));',
      'export default { title: `Prettier ${packageJson.repository}`, url: "https://prettier.example", customFields: { users } };',
      '',
    ].join('\n');
    const repo = path.join(temp, 'prettier-like');
    mkdirSync(repo, { recursive: true });
    const root = site('prettier-like/website', {
      'docusaurus.config.js': config,
      'data/users.yml': '- name: Acme\n',
      'docs/index.md': '# Prettier\n',
    });
    await rejects(
      root,
      /threw while loading: ENOENT: no such file or directory, open '.*prettier-like\/package\.json'/,
      (error) => {
        assert.deepEqual([error.file, error.line], ['docusaurus.config.js', 5]);
        assert.match(
          error.hint ?? '',
          /The config reads \.\.\/package\.json, outside the site's folder, which is not there/,
        );
        assert.match(error.hint ?? '', /Copy that file to the same place beside the site/);
        assert.doesNotMatch(error.hint ?? '', /stand-in/);
      },
    );
    writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ repository: 'prettier/prettier' }));
    const dir = path.join(temp, 'prettier-like-out');
    await initFromDocusaurus({ from: root, dir });
    assert.equal((await loadConfig(dir)).config.title, 'Prettier prettier/prettier');
  });

  test('a config that throws on a package stand-in names the line that threw and the package', async () => {
    // As tRPC's: the config parses the environment with zod in a module of its own, then throws
    // on a value it did not expect (the stand-in's).
    await rejects(
      site('throws-on-stand-in', {
        'docusaurus.config.ts': [
          "import { parseEnv } from './src/utils/env';",
          'const env = parseEnv(process.env);',
          "export default { title: 'Site', url: 'https://site.example', baseUrl: '/', customFields: { env } };",
          '',
        ].join('\n'),
        'src/utils/env.js': [
          "const { z } = require('zod');",
          'function parseEnv(input) {',
          "  const env = z.object({ VERCEL_ENV: z.enum(['production', 'development']) }).parse(input);",
          '  switch (env.VERCEL_ENV) {',
          "    case 'production':",
          "      return 'https://og.example';",
          '    default:',
          '      throw new Error("Can\'t happen");',
          '  }',
          '}',
          'module.exports = { parseEnv };',
          '',
        ].join('\n'),
      }),
      /threw while loading: Can't happen/,
      (error) => {
        assert.deepEqual([error.file, error.line], ['src/utils/env.js', 8]);
        assert.match(error.hint!, /without its packages: zod is a stand-in, whose values are not real/);
      },
    );
    // Thrown in the config itself, after importing two packages: its line, and both named.
    await rejects(
      site('throws-in-config', {
        'docusaurus.config.mjs': [
          "import a from 'plugin-a';",
          "import b from 'plugin-b';",
          '',
          "if (typeof a.options.port !== 'number') throw new TypeError('port must be a number');",
          'export default { a, b };',
          '',
        ].join('\n'),
      }),
      /threw while loading: port must be a number/,
      (error) => {
        assert.deepEqual([error.file, error.line], ['docusaurus.config.mjs', 4]);
        assert.match(error.hint!, /plugin-a, plugin-b are stand-ins/);
      },
    );
  });

  test('a docs folder that is not there is named', async () => {
    await rejects(
      site('nodocs', {
        'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example' };\n",
      }),
      /The docs folder docs does not exist/,
    );
  });

  test("a package's value the config spreads is reported with its place, not an error (Ory's prism themes)", async () => {
    const from = site('spreads-stand-in', {
      'docusaurus.config.js': [
        "const { themes } = require('prism-react-renderer');",
        "module.exports = { title: 'T', url: 'https://t.example', themeConfig: { prism: { theme: { styles: [...themes.github.styles] } } } };",
        '',
      ].join('\n'),
      'docs/intro.md': '# Intro\n',
    });
    const result = await initFromDocusaurus({ from, dir: path.join(temp, 'spreads-stand-in-out') });
    const spread = result.leftOut.find((l) => l.what === 'docusaurus.config.js:2');
    assert.match(
      spread?.reason ?? '',
      /spreads prism-react-renderer\.themes\.github\.styles, which docgen reads as empty/,
    );
  });

  test("a component that compiles but throws as it loads (webpack's `require.context`) is not registered; its page builds without it", async () => {
    const from = site('throws-on-load', {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example' };\n",
      'src/components/Changelogs.jsx': [
        "const files = require.context('../../changelogs', false, /\\.md$/);",
        'export default function Changelogs() { return <ul>{files.keys().map((k) => <li key={k}>{k}</li>)}</ul>; }',
        '',
      ].join('\n'),
      'src/components/Fine.jsx': 'export default function Fine() { return <p>fine</p>; }\n',
      'docs/changes.mdx':
        "import Changelogs from '@site/src/components/Changelogs';\nimport Fine from '@site/src/components/Fine';\n\n<Changelogs />\n\n<Fine />\n",
    });
    const dir = path.join(temp, 'throws-on-load-out');
    const result = await initFromDocusaurus({ from, dir });
    assert.deepEqual(result.components, ['Fine']);
    const note = result.leftOut.find((l) => l.what === 'src/components/Changelogs.jsx:1');
    assert.match(
      note?.reason ?? '',
      /the component Changelogs throws as it loads \(.*context is not a function\)/,
    );
    assert.match(readFileSync(path.join(dir, 'docgen.config.ts'), 'utf8'), /onUnknownComponents: 'warn'/);
  });

  test("the home page written for a docs-only site takes another name when the docs' index.md is served elsewhere", async () => {
    const from = site('index-elsewhere', {
      'docusaurus.config.js':
        "module.exports = { title: 'Idx', tagline: 'Docs at the root', url: 'https://idx.example', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false } }]] };\n",
      'docs/index.md': '---\nslug: /intro\n---\n\n# Introduction\n',
      'docs/guide.md': '# Guide\n',
    });
    const dir = path.join(temp, 'index-elsewhere-out');
    const result = await initFromDocusaurus({ from, dir });
    assert.ok(result.written.includes('docs/home.mdx'), result.written.join(', '));
    const { outDir } = await build({ root: dir });
    assert.equal(toString(select('h1', readHtml(path.join(outDir, 'index.html')))!), 'Idx');
    assert.equal(toString(select('h1', readHtml(path.join(outDir, 'intro/index.html')))!), 'Introduction');
  });

  test("`sidebarCollapsed: false` opens every category that does not say otherwise (Prettier's sidebar)", async () => {
    // prettier/prettier's website: docs one folder up, shorthand categories in sidebars.json and
    // `sidebarCollapsed: false`: on prettier.io every category is open. docgen showed only the
    // current page's category open.
    const from = site('open-categories/website', {
      'docusaurus.config.js': [
        'export default {',
        "  title: 'Open', url: 'https://open.example',",
        "  presets: [['classic', { docs: { path: '../docs', sidebarPath: './sidebars.json', sidebarCollapsed: false } }]],",
        '};',
        '',
      ].join('\n'),
      'sidebars.json': JSON.stringify({
        docs: {
          About: ['index', 'why'],
          Usage: ['install', 'cli'],
          Editors: [{ type: 'category', label: 'Editors', collapsed: true, items: ['vim'] }],
          Misc: [{ type: 'autogenerated', dirName: 'misc' }],
        },
      }),
      '../docs/index.md': '# About\n',
      '../docs/why.md': '# Why\n',
      '../docs/install.md': '# Install\n',
      '../docs/cli.md': '# CLI\n',
      '../docs/vim.md': '# Vim\n',
      '../docs/misc/technical/details.md': '# Technical details\n',
    });
    const dir = path.join(temp, 'open-categories-out');
    const result = await initFromDocusaurus({ from, dir });
    const { outDir } = await build({ root: dir });
    assert.ok(
      !result.leftOut.some((item) => /sidebarCollapsed/.test(item.what)),
      'sidebarCollapsed is carried over, not left out',
    );
    assert.equal((await loadConfig(dir)).config.docs.sidebarCollapsed, false);
    const html = readHtml(path.join(outDir, 'docs/index.html'));
    const category = (label: string) =>
      selectAll('.menu__category', html).find((li) => toString(li).trim().startsWith(label))!;
    for (const label of ['Usage', 'Misc', 'technical'])
      assert.ok(!String(category(label).properties.className).includes('is-collapsed'), label);
    const linksOf = (label: string) => selectAll('a', category(label)).map((a) => String(a.properties.href));
    assert.ok(linksOf('Usage').includes('/docs/cli'), linksOf('Usage').join(', '));
    assert.ok(linksOf('Misc').includes('/docs/misc/technical/details'), linksOf('Misc').join(', '));
    // A category that says `collapsed: true` stays closed: the page leaves its entries out.
    assert.ok(toString(category('Editors')).includes('Editors'), 'the Editors category is there');
    assert.ok(!linksOf('Editors').includes('/docs/vim'), 'the inner Editors category is closed');
  });

  test('a function config is called; a sidebar file that does not load is left out, and the site still builds', async () => {
    const from = site('function-config', {
      'docusaurus.config.mjs':
        "export default async function () { return { title: 'Fn', url: 'https://fn.example', presets: [['classic', { docs: { sidebarPath: './sidebars.js', routeBasePath: '/' } }]] }; }\n",
      'sidebars.js': "module.exports = require('./missing-sidebar-parts');\n",
      'docs/index.md': '# Home\n',
    });
    const dir = path.join(temp, 'function-config-out');
    const result = await initFromDocusaurus({ from, dir });
    assert.match(
      result.leftOut.find((item) => item.what === 'sidebars.js')?.reason ?? '',
      /does not compile/,
    );
    assert.ok(!existsSync(path.join(dir, 'sidebars.js')));
    const { outDir } = await build({ root: dir });
    assert.equal(toString(select('h1', readHtml(path.join(outDir, 'index.html')))!), 'Home');
  });
});

describe('src/commands/init-from-docusaurus.ts: a site shaped like pnpm.io', () => {
  // pnpm.io serves its docs at the root from `lastVersion: '11.x'` with `includeCurrentVersion: false`,
  // its home is a React page, and `versioned_docs/version-11.x` is not in git: package.json's
  // "copy-docs" script copies docs/ there before each build.
  const site = (name: string, withLatest: boolean) => {
    const root = path.join(temp, name);
    const files: Record<string, string> = {
      'docusaurus.config.js':
        "module.exports = { title: 'Pkg', url: 'https://pkg.example', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, includeCurrentVersion: false, lastVersion: '11.x', versions: { '11.x': { label: '11 & 12' } }, onlyIncludeVersions: ['11.x', '10.x'] } }]] };\n",
      'package.json': JSON.stringify({
        scripts: {
          'copy-docs': 'shx rm -rf versioned_docs/version-11.x && shx cp -r docs versioned_docs/version-11.x',
        },
      }),
      'versions.json': JSON.stringify(['11.x', '10.x']),
      'docs/motivation.md': '# Motivation\n\nEleven.\n',
      'versioned_docs/version-10.x/motivation.md': '# Motivation\n\nTen.\n',
      'src/pages/index.js': 'export default () => null;\n',
    };
    if (withLatest) files['versioned_docs/version-11.x/motivation.md'] = '# Motivation\n\nEleven.\n';
    if (withLatest) {
      // pnpm's settings page sends old `#hoistPattern` links on from a useEffect, and renders null.
      const settings = [
        '# Settings',
        '',
        "import SettingsAnchorRedirect from '@site/src/components/SettingsAnchorRedirect';",
        "import Badge from '@site/src/components/Badge';",
        '',
        '<SettingsAnchorRedirect />',
        '',
        'Read from pnpm-workspace.yaml. <Badge />',
        '',
      ].join('\n');
      files['docs/settings.md'] = settings;
      files['versioned_docs/version-11.x/settings.md'] = settings;
      files['src/components/SettingsAnchorRedirect.js'] = [
        "import { useEffect } from 'react';",
        '',
        'export default function SettingsAnchorRedirect() {',
        '  useEffect (() => {',
        '    const hash = window.location.hash.slice(1);',
        '    if (hash) window.location.replace(`/settings/${hash}`);',
        '  }, []);',
        '  return null;',
        '}',
      ].join('\n');
      // An effect in a comment, and a hook whose name only starts so, run nothing in the browser.
      files['src/components/Badge.js'] = [
        "const useEffectiveName = () => 'new';",
        'export default function Badge() {',
        '  // useEffect(() => {}) was here',
        '  return <b className="badge">{useEffectiveName()}</b>;',
        '}',
      ].join('\n');
    }
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    return root;
  };

  test('the home page goes into the version served at the root, and the site builds with both versions', async () => {
    const dir = path.join(temp, 'pkg-out');
    const result = await initFromDocusaurus({ from: site('pkg', true), dir });
    assert.ok(existsSync(path.join(dir, 'versioned_docs/version-11.x/index.mdx')));
    const config = (await loadConfig(dir)).config;
    assert.equal(config.docs.lastVersion, '11.x');
    assert.deepEqual(config.docs.onlyIncludeVersions, ['11.x', '10.x']);
    assert.match(
      result.leftOut.find((item) => item.what === 'src/pages/index')?.reason ?? '',
      /versioned_docs\/version-11\.x\/index\.mdx was written in its place/,
    );
    const { outDir } = await build({ root: dir });
    assert.equal(toString(select('h1', readHtml(path.join(outDir, 'index.html')))!), 'Pkg');
    assert.match(toString(readHtml(path.join(outDir, 'motivation/index.html'))), /Eleven/);
    assert.match(toString(readHtml(path.join(outDir, '10.x/motivation/index.html'))), /Ten/);
    // The effect is named in the report; what the component renders (nothing) and the page are kept.
    const effects = result.leftOut.filter((item) => /runs only in the browser/.test(item.reason));
    assert.deepEqual(
      effects.map((item) => item.what),
      ['src/components/SettingsAnchorRedirect.js:4'],
    );
    assert.match(effects[0]!.reason, /SettingsAnchorRedirect calls useEffect, .* write it as an island/);
    const settings = readHtml(path.join(outDir, 'settings/index.html'));
    assert.match(toString(select('article', settings)!), /Read from pnpm-workspace\.yaml\. new/);
  });

  test('a version folder a script makes is named with the script to run, and no option names it silently', async () => {
    const dir = path.join(temp, 'pkg-missing-out');
    const result = await initFromDocusaurus({ from: site('pkg-missing', false), dir });
    const left = (what: string) => result.leftOut.find((item) => item.what === what)?.reason ?? '';
    assert.match(
      left('versions.json (11.x)'),
      /versioned_docs\/version-11\.x is missing: package\.json's script "copy-docs" makes it/,
    );
    assert.match(left('presets[0].docs.lastVersion'), /"11\.x", which is no version carried over/);
    assert.match(left('presets[0].docs.onlyIncludeVersions'), /not carried over/);
    assert.match(left('presets[0].docs.versions.11.x'), /no version carried over/);
  });
});

describe('src/commands/init-from-docusaurus.ts: hostile strings stay strings (fixed seed)', () => {
  const hostile = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      "'; process.exit(1); //",
      '`${process.exit(1)}`',
      '*/ evil() /*',
      '\u2028\u2029',
      '</script>',
      '\\',
    ),
  );
  test('titles, labels, links and copyright written into docgen.config.ts read back as the same values', async () => {
    const samples = fc.sample(fc.tuple(hostile, hostile, hostile, hostile), { seed: 38, numRuns: 60 });
    for (const [title, tagline, label, copyright] of samples) {
      const site = {
        config: {
          title,
          tagline,
          themeConfig: {
            navbar: { items: [{ label, href: `https://x.example/${label}`, position: 'right' }] },
            footer: { copyright },
          },
        },
        docRoutes: new Map(),
        staticFiles: new Set<string>(),
      };
      const mapped = mapDocusaurusConfig(site, { path: 'docs', routeBasePath: '/' }, 'docs');
      const source = configSource(mapped.config, [`from ${title}`]);
      const js = (
        await transform(source.replace(/^import .*$/m, 'const defineConfig = (c) => c;'), {
          loader: 'ts',
          format: 'cjs',
        })
      ).code;
      const module = { exports: {} as { default?: Record<string, unknown> } };
      new Function('module', 'exports', js)(module, module.exports);
      assert.deepEqual(
        module.exports.default,
        JSON.parse(JSON.stringify(mapped.config)),
        JSON.stringify(title),
      );
    }
  });
});

describe('src/commands/init-from-docusaurus.ts: a site shaped like DocSearch', () => {
  // algolia/docsearch: `lastVersion: 'current'` (the docs folder is the latest; v2 below it), footer
  // links to the older versions' pages, live demos of npm components the site's packages provide,
  // and `useBaseUrl` images.
  test("first build works: components docgen cannot render are left out with warnings ('warn' set), version links kept", async () => {
    const root = path.join(temp, 'docsearch-like');
    const files: Record<string, string> = {
      'docusaurus.config.mjs': `export default { title: 'DS', url: 'https://ds.example', baseUrl: '/',
        presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: 'Stable' }, v2: { label: 'Legacy' } } } }]],
        themeConfig: { footer: { links: [{ title: 'Docs', items: [
          { label: 'Now', to: 'docs/start' }, { label: 'Old', to: 'docs/v2/start' }, { label: 'Gone', to: 'docs/v2/nothing' },
        ] }] } } };\n`,
      'versions.json': JSON.stringify(['v2']),
      'docs/start.mdx': [
        '# Start',
        '',
        "import { DocSearch } from '@docsearch/react';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        '',
        '<DocSearch appId="A" />',
        '',
        '<img alt="logo" src={useBaseUrl(\'img/logo.svg\')} />',
        '',
        'Text after the demo.',
        '',
      ].join('\n'),
      'versioned_docs/version-v2/start.md': '# Start\n\nVersion two.\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'docsearch-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    const config = (await loadConfig(dir)).config;
    assert.equal(config.onUnknownComponents, 'warn');
    assert.deepEqual(
      config
        .footer!.links!.flatMap((column) => ('items' in column ? column.items : [column]))
        .map((i) => [i.label, i.href]),
      [
        ['Now', '/docs/start'],
        ['Old', '/docs/v2/start'],
      ],
    );
    assert.match(
      result.leftOut.map((i) => `${i.what}: ${i.reason}`).join('\n'),
      /links to docs\/v2\/nothing/,
    );
    assert.match(
      result.leftOut.find((i) => i.what.startsWith('1 page'))?.reason ?? '',
      /onUnknownComponents: 'warn'/,
    );
    assert.ok(!result.leftOut.some((i) => i.reason.includes('@docusaurus/useBaseUrl')));
    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    assert.ok(
      warnings.list.some(
        (w) => w.file === 'docs/start.mdx' && /Unknown import `DocSearch`.*left out/.test(w.message),
      ),
      warnings.list.map((w) => w.format()).join('\n'),
    );
    const page = readHtml(path.join(outDir, 'docs/start/index.html'));
    assert.match(toString(page), /Text after the demo\./);
    assert.equal(select('img[alt="logo"]', page)!.properties.src, '/img/logo.svg');
    assert.match(toString(readHtml(path.join(outDir, 'docs/v2/start/index.html'))), /Version two/);
  });
});

const EMOJI_ICON =
  'data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 100 100%22><text y=%22.9em%22 font-size=%2290%22>⚡️</text></svg>';

describe("src/commands/init-from-docusaurus.ts: a Docusaurus 2 site shaped like Excalidraw's dev docs", () => {
  // excalidraw/excalidraw dev-docs: @docusaurus/core 2.2.0 (MDX 1), a heading `## <WelcomeScreen/>`
  // naming a component no page imports (MDX 1 rendered an empty element), and `slug: ../`.
  test('unimported components are left out with warnings, MDX 1 is named, a relative slug climbs a folder', async () => {
    const root = path.join(temp, 'mdx1-like');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = { title: 'X', url: 'https://x.example', baseUrl: '/',
        favicon: ${JSON.stringify(EMOJI_ICON)},
        themeConfig: { navbar: { items: [{ type: 'dropdown', label: 'Community', position: 'left', items: [
          { label: 'Discord', href: 'https://discord.example/x' }, { label: 'Start', to: '/docs' },
          { type: 'html', value: '<hr>' }, { label: 'Blog', to: '/blog' },
        ] }] } },
        presets: [['classic', { docs: { sidebarPath: undefined, exclude: ['README.md'] } }]] };\n`,
      // Capacitor's docs folder has a README.md for its contributors, excluded from the pages.
      'docs/README.md': '# Docs folder\n\nHow this folder is organised.\n',
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '2.2.0' } }),
      'docs/intro/get-started.mdx': '---\ntitle: Introduction\nslug: ../\n---\n\nStart here.\n',
      // A partial's imports count as its pages' (Detox's partials use a site component).
      'docs/api/_demo.mdx': "import { Demo } from 'some-package';\n\n<Demo />\n",
      'docs/api/welcome.mdx': [
        '# Welcome',
        '',
        '```jsx',
        '<Excalidraw />',
        '```',
        '',
        'Use `<Footer>` inside.',
        '',
        '## <WelcomeScreen/>',
        '',
        'The main component.',
        '',
      ].join('\n'),
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'mdx1-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    const notes = result.leftOut.map((i) => `${i.what}: ${i.reason}`).join('\n');
    assert.match(notes, /docs\/api\/welcome\.mdx:9: uses <WelcomeScreen> without importing it/);
    assert.doesNotMatch(notes, /<Excalidraw>|<Footer>/);
    assert.match(notes, /docs\/api\/_demo\.mdx:1: imports some-package, which docgen does not provide/);
    assert.match(notes, /@docusaurus\/core 2\.2\.0: a Docusaurus 2 site: .*MDX 1/);
    const config = (await loadConfig(dir)).config;
    assert.equal(config.onUnknownComponents, 'warn');
    // An inline icon (Shopify flash-list's ⚡️) is a URL: kept as it is.
    assert.equal(config.favicon, EMOJI_ICON);
    assert.deepEqual(config.docs.exclude, ['README.md']);
    assert.doesNotMatch(notes, /exclude/);
    assert.doesNotMatch(notes, /favicon/);
    // A navbar dropdown keeps the links it can (Excalidraw's and Capacitor's "Community").
    assert.deepEqual(config.navbar.items, [
      {
        type: 'dropdown',
        label: 'Community',
        position: 'left',
        items: [
          { label: 'Discord', href: 'https://discord.example/x' },
          { label: 'Start', href: '/docs' },
        ],
      },
    ]);
    assert.match(notes, /themeConfig\.navbar\.items\[0\]\.items\[2\]: dropdown entries of type "html"/);
    assert.match(notes, /themeConfig\.navbar\.items\[0\]\.items\[3\]: links to \/blog/);
    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    assert.ok(
      warnings.list.some((w) => w.file === 'docs/api/welcome.mdx' && /WelcomeScreen/.test(w.message)),
      warnings.list.map((w) => w.format()).join('\n'),
    );
    assert.match(
      toString(readHtml(path.join(outDir, 'docs/api/welcome/index.html'))),
      /The main component\./,
    );
    const home = readHtml(path.join(outDir, 'docs/index.html'));
    assert.match(toString(home), /Start here\./);
    assert.equal(select('link[rel="icon"]', home)!.properties.href, EMOJI_ICON);
    assert.deepEqual(
      selectAll('.navbar details.dropdown a', home).map((a) => a.properties.href),
      ['https://discord.example/x', '/docs'],
    );
  });
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like Stencil's and Metro's", () => {
  // ionic-team/stencil-site: a lifecycle chart component built on `@docusaurus/Link`, a `:::cautions`
  // typo kept in an old version's page, `baseUrl: '/docs/'` with docs at its root; facebook/metro:
  // `<a name>` anchors and a link to its React page /help.
  test('a component using @docusaurus/* is registered and renders; an unknown block type and a React page do not stop the first build', async () => {
    const root = path.join(temp, 'stencil-like');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = { title: 'Stencil', url: 'https://stencil.example', baseUrl: '/docs/',
        onBrokenLinks: 'throw', onBrokenAnchors: 'throw',
        presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') } }]] };\n`,
      // React Redux's: `require.resolve('./sidebars.js')` names its sidebars.ts.
      'sidebars.ts': "export default { docs: ['index', 'lifecycle'] };\n",
      'src/components/Chart.tsx': [
        "import Link from '@docusaurus/Link';",
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        'export default function Chart() {',
        '  const { siteConfig } = useDocusaurusContext();',
        '  return <svg viewBox="0 0 10 10"><Link to="/lifecycle#load" className="step"><text>{siteConfig.title} load</text></Link></svg>;',
        '}',
      ].join('\n'),
      'src/pages/help.js': 'export default function Help() { return null; }\n',
      // Sequelize's docs link to /releases, a Markdown page of src/pages.
      'src/pages/releases.md': '# Releases\n',
      'docs/index.md':
        '# Stencil\n\nSee [lifecycle](./lifecycle.mdx), [ask](/help) or [releases](/releases#v7).\n',
      'docs/lifecycle.mdx': [
        '# Lifecycle',
        '',
        "import Chart from '@site/src/components/Chart';",
        '',
        '<Chart />',
        '',
        '<a name="load"></a>',
        '',
        ':::cautions',
        'Vue 2 is old.',
        ':::',
        '',
      ].join('\n'),
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'stencil-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    const notes = result.leftOut.map((i) => `${i.what}: ${i.reason}`).join('\n');
    assert.deepEqual(result.components, ['Chart']);
    assert.ok(result.written.includes('sidebars.ts'), result.written.join(', '));
    assert.doesNotMatch(notes, /sidebar/i);
    assert.doesNotMatch(notes, /does not compile/);
    assert.match(notes, /docs\/lifecycle\.mdx:9: uses :::cautions, a block type docgen does not know/);
    const config = (await loadConfig(dir)).config;
    assert.equal(config.onUnknownComponents, 'warn');
    assert.deepEqual(config.linkCheckExclude, ['/help', '/releases']);
    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    const page = readHtml(path.join(outDir, 'lifecycle/index.html'));
    const step = select('svg a.step', page)!;
    assert.equal(
      step.properties.href,
      '/docs/lifecycle#load',
      'the base URL is prepended, as Docusaurus does',
    );
    assert.equal(toString(step), 'Stencil load');
    assert.equal(select('a#load', page)?.properties.name, undefined, '<a name> became an id');
    assert.match(toString(page), /Vue 2 is old\./);
    assert.ok(
      warnings.list.some(
        (w) => w.file === 'docs/lifecycle.mdx' && w.line === 9 && /:::cautions/.test(w.message),
      ),
      warnings.list.map((w) => w.format()).join('\n'),
    );
  });
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like Kysely's", () => {
  // kysely-org/kysely site/: getting-started sections are components of the docs folder that show
  // the install command with the version from the site's package.json, in @theme/Tabs.
  test("a component reading the site's package.json: init writes one package.json with the site's fields and docgen's scripts, and the first build shows the version", async () => {
    const root = path.join(temp, 'kysely-like');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = { title: 'Kysely', url: 'https://kysely.example', baseUrl: '/',
        presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]] };\n`,
      'sidebars.js': "module.exports = { docs: ['getting-started'] };\n",
      'package.json': JSON.stringify({
        name: 'kysely-site',
        version: '0.28.2',
        private: true,
        scripts: { start: 'docusaurus start' },
        dependencies: { '@docusaurus/core': '3.8.0', react: '19.0.0' },
      }),
      'docs/getting-started/Installation.tsx': [
        "import CodeBlock from '@theme/CodeBlock';",
        "import TabItem from '@theme/TabItem';",
        "import Tabs from '@theme/Tabs';",
        "import packageJson from '../../package.json';",
        'export function Installation() {',
        '  return (',
        '    <Tabs>',
        '      <TabItem value="npm" label="npm"><CodeBlock language="bash">{`npm install kysely@^${packageJson.version}`}</CodeBlock></TabItem>',
        '      <TabItem value="deno" label="Deno"><CodeBlock language="json">{`{ "kysely": "npm:kysely@^${packageJson.version}" }`}</CodeBlock></TabItem>',
        '    </Tabs>',
        '  );',
        '}',
      ].join('\n'),
      'docs/getting-started.mdx': [
        '# Getting started',
        '',
        "import { Installation } from './getting-started/Installation';",
        '',
        '<Installation />',
        '',
      ].join('\n'),
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'kysely-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    assert.deepEqual(result.components, ['Installation']);
    assert.match(
      result.leftOut.map((i) => `${i.what}: ${i.reason}`).join('\n'),
      /package\.json: a component or module of the site imports the site's package\.json/,
    );
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(pkg.name, 'kysely-site');
    assert.equal(pkg.version, '0.28.2');
    assert.deepEqual(pkg.scripts, { dev: 'docgen dev', build: 'docgen build', serve: 'docgen serve' });
    assert.equal(pkg.dependencies, undefined);
    assert.deepEqual(Object.keys(pkg.devDependencies as object), ['docgen']);
    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    assert.deepEqual(
      warnings.list.map((w) => w.format()),
      [],
    );
    const page = readHtml(path.join(outDir, 'docs/getting-started/index.html'));
    assert.deepEqual(
      selectAll('[role="tab"]', page).map((tab) => toString(tab)),
      ['npm', 'Deno'],
    );
    assert.equal(toString(select('[role="tabpanel"].is-active pre', page)!), 'npm install kysely@^0.28.2');
  });
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like tRPC's", () => {
  test('the modules a sidebars file imports come along; a package it needs is named with the command to install it', async () => {
    const make = (name: string, env: string) => {
      const root = path.join(temp, name);
      const files: Record<string, string> = {
        'docusaurus.config.js': `module.exports = { title: 'tRPC', url: 'https://trpc.example',
          presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]] };\n`,
        'sidebars.ts': [
          "import { parseEnv } from './src/utils/env';",
          'const env = parseEnv(process.env);',
          "export default { docs: env.TYPEDOC ? ['b', 'a'] : ['b', 'a'] };",
          '',
        ].join('\n'),
        'src/utils/env.js': env,
        'docs/a.md': '# Ay\n',
        'docs/b.md': '# Bee\n',
      };
      for (const [rel, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        writeFileSync(path.join(root, rel), text);
      }
      return root;
    };
    const plain = path.join(temp, 'trpc-sidebars-out');
    const local = await initFromDocusaurus({
      from: make('trpc-sidebars', 'exports.parseEnv = (input) => ({ TYPEDOC: input.TYPEDOC !== "0" });\n'),
      dir: plain,
    });
    assert.ok(local.written.includes('sidebars.ts'), local.written.join(', '));
    assert.ok(existsSync(path.join(plain, 'src/utils/env.js')));
    // Its `exports.parseEnv` is CommonJS, as in the Docusaurus site, whose package.json has no "type".
    assert.equal(JSON.parse(readFileSync(path.join(plain, 'package.json'), 'utf8')).type, undefined);
    const { outDir } = await build({ root: plain });
    const order = selectAll('nav a', readHtml(path.join(outDir, 'docs/a/index.html')))
      .map((a) => toString(a).trim())
      .filter((text) => text === 'Ay' || text === 'Bee');
    assert.deepEqual(order.slice(0, 2), ['Bee', 'Ay'], 'the sidebar as written, not the folder order');

    const withZod = path.join(temp, 'trpc-sidebars-zod-out');
    const result = await initFromDocusaurus({
      from: make(
        'trpc-sidebars-zod',
        "const { z } = require('zod');\nexports.parseEnv = (input) => z.object({}).parse(input);\n",
      ),
      dir: withZod,
    });
    const reason = result.leftOut.find((item) => item.what === 'sidebars.ts')?.reason ?? '';
    assert.match(reason, /Could not resolve "zod"/);
    assert.match(
      reason,
      /It imports the package zod: add it to the new site \(`npm install zod`\), then copy sidebars\.ts/,
    );
    assert.equal(existsSync(path.join(withZod, 'src/utils/env.js')), false, 'nothing is left behind');
    assert.equal(existsSync(path.join(withZod, 'sidebars.ts')), false);
  });

  test('"current" in versions.json (tRPC\'s ["current", "10.x", "9.x"]) keeps its place; no version is reported missing', async () => {
    const root = path.join(temp, 'trpc-versions');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = { title: 'tRPC', url: 'https://trpc.example',
        presets: [['classic', { docs: { sidebarPath: false, lastVersion: 'current', versions: { current: { label: '11.x' }, '9.x': { path: 'v9' } } } }]] };\n`,
      'versions.json': JSON.stringify(['current', '9.x']),
      'docs/intro.md': '# Intro\n\nEleven.\n',
      'versioned_docs/version-9.x/intro.md': '# Intro\n\nNine.\n',
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'trpc-versions-out');
    const result = await initFromDocusaurus({ from: root, dir });
    assert.deepEqual(result.versions, ['9.x']);
    assert.deepEqual(
      result.leftOut.filter((item) => item.what.startsWith('versions.json')),
      [],
      'versioned_docs/version-current is no folder Docusaurus wants',
    );
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8')), ['current', '9.x']);
    const { outDir } = await build({ root: dir });
    assert.match(toString(readHtml(path.join(outDir, 'docs/intro/index.html'))), /Eleven/);
    assert.match(toString(readHtml(path.join(outDir, 'docs/v9/intro/index.html'))), /Nine/);
  });

  // trpc/trpc (www/): `import SplitLinkDiagram from '../../../static/img/split-link-diagram.svg'`,
  // then `<SplitLinkDiagram style={{ width: '100%' }} />` (SVGR). init registered the SVG as a
  // component and the first build stopped ("No loader is configured for .svg files").
  test('an imported SVG is no component: the first build shows it as an image; one of src/ is left out with a warning', async () => {
    const root = path.join(temp, 'trpc-like');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = { title: 'tRPC', url: 'https://trpc.example', baseUrl: '/',
        presets: [['classic', { docs: { sidebarPath: false } }]] };\n`,
      'static/img/split-link-diagram.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>\n',
      'src/icons/bolt.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
      'docs/links.mdx': [
        "import SplitLinkDiagram from '../static/img/split-link-diagram.svg';",
        "import Bolt from '@site/src/icons/bolt.svg';",
        '',
        '# Links',
        '',
        "<SplitLinkDiagram style={{ width: '100%', height: '100%' }} />",
        '',
        'Fast <Bolt />.',
        '',
      ].join('\n'),
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'trpc-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    assert.deepEqual(result.components, []);
    const notes = result.leftOut.map((i) => `${i.what}: ${i.reason}`).join('\n');
    assert.match(
      notes,
      /docs\/links\.mdx:2: imports @site\/src\/icons\/bolt\.svg, an SVG outside the static and docs folders/,
    );
    assert.doesNotMatch(notes, /split-link-diagram/);
    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    const page = readHtml(path.join(outDir, 'docs/links/index.html'));
    const images = selectAll('article img', page).map((img) => img.properties.src);
    assert.deepEqual(images, ['/img/split-link-diagram.svg']);
    assert.ok(existsSync(path.join(outDir, 'img/split-link-diagram.svg')));
    assert.equal(selectAll('article svg, article script', page).length, 0, 'the drawing is not inlined');
    assert.ok(
      warnings.list.some((w) => w.file === 'docs/links.mdx' && /Unknown import `Bolt`/.test(w.message)),
      warnings.list.map((w) => w.format()).join('\n'),
    );
  });
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like Yoga's", () => {
  // facebook/yoga (website/): `docsSidebar: [{ type: 'autogenerated', dirName: '.' }]` and a navbar
  // `docSidebar` item "Documentation", which init dropped ("has no page in the docs folder").
  test('a docSidebar item of an autogenerated sidebar leads to its first page as docgen lays it out', async () => {
    const root = path.join(temp, 'yoga-like');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = { title: 'Yoga', url: 'https://yoga.example',
        presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.cjs') } }]],
        themeConfig: { navbar: { items: [
          { type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Documentation' },
          { type: 'docSidebar', sidebarId: 'nope', label: 'Missing' },
        ] } } };\n`,
      'sidebars.cjs': "module.exports = { docsSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n",
      'docs/getting-started/_category_.json': JSON.stringify({ label: 'Getting Started', position: 2 }),
      'docs/getting-started/laying-out.md': '# Laying out\n',
      'docs/zz-about-yoga.md': '---\nsidebar_position: 1\n---\n\n# About Yoga\n',
      'docs/advanced.md': '---\nsidebar_position: 3\n---\n\n# Advanced\n',
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'yoga-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    const config = (await loadConfig(dir)).config;
    // A sidebar link still: the build leads it to the sidebar's first page.
    assert.deepEqual(config.navbar.items, [
      { type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Documentation', position: 'left' },
    ]);
    assert.match(
      result.leftOut.find((item) => item.what === 'themeConfig.navbar.items[1]')?.reason ?? '',
      /the sidebar "nope" has no page in the docs folder/,
    );
    const { outDir } = await build({ root: dir });
    const nav = selectAll('.navbar a', readHtml(path.join(outDir, 'docs/advanced/index.html')));
    assert.ok(
      nav.some((a) => a.properties.href === '/docs/zz-about-yoga' && toString(a).trim() === 'Documentation'),
      nav.map((a) => `${String(a.properties.href)} ${toString(a)}`).join(', '),
    );
  });
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like Socket.IO's", () => {
  // socketio/socket.io-website: `lastVersion: 'current'` served at `path: 'v4'`, navbar items naming
  // `categories/Documentation/index` (the file is categories/01-Documentation/index.md) and
  // `/docs/v4/faq/`: init left out 11 navbar and footer links ("has no page", "no page of the docs folder").
  test("a doc id without its folders' number prefixes, and a link into the latest version's own path, are kept", async () => {
    const root = path.join(temp, 'socketio-like');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = { title: 'Socket.IO', url: 'https://socket.example',
        presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: '4.x', path: 'v4' }, '3.x': { path: 'v3' } } } }]],
        themeConfig: { navbar: { items: [
          { type: 'doc', label: 'Guide', docId: 'categories/Documentation/index' },
          { to: '/docs/v4/faq/', label: 'FAQ' },
          { to: '/docs/v3/faq', label: 'Old FAQ' },
        ] } } };\n`,
      'versions.json': JSON.stringify(['3.x']),
      'docs/categories/01-Documentation/index.md': '---\nslug: /\n---\n\n# Introduction\n',
      'docs/faq.md': '# FAQ\n',
      'versioned_docs/version-3.x/faq.md': '# FAQ 3\n',
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'socketio-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    const notes = result.leftOut.map((i) => `${i.what}: ${i.reason}`).join('\n');
    assert.doesNotMatch(notes, /navbar/, notes);
    const config = (await loadConfig(dir)).config;
    assert.deepEqual(
      config.navbar.items.map((item) =>
        'route' in item ? item.route : 'href' in item ? item.href : undefined,
      ),
      ['/docs', '/docs/v4/faq', '/docs/v3/faq'],
    );
  });
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like Lexical's", () => {
  // facebook/lexical (packages/lexical-website): the error-code page's component imports
  // `../../../../scripts/error-codes/codes.json`, a file of the repository around the site. init
  // registered it (it compiled where it was) and the first build stopped: "Could not resolve".
  test('a component importing a file outside the site folder is left out with the reason, and the first build works', async () => {
    const repo = path.join(temp, 'lexical-like');
    const root = path.join(repo, 'packages/website');
    const files: Record<string, string> = {
      'scripts/codes.json': JSON.stringify({ 1: 'Boom' }),
      'packages/website/docusaurus.config.js': `module.exports = { title: 'Lexical', url: 'https://lexical.example',
        presets: [['classic', { docs: {} }]] };\n`,
      'packages/website/src/components/ErrorCodePage.tsx': [
        "import codes from '../../../../scripts/codes.json';",
        'export default function ErrorCodePage() { return <p className="code">{codes[1]}</p>; }',
      ].join('\n'),
      'packages/website/docs/index.md': '# Lexical\n',
      'packages/website/docs/error.mdx':
        "import ErrorCodePage from '@site/src/components/ErrorCodePage';\n\n# Error\n\n<ErrorCodePage />\n",
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
      writeFileSync(path.join(repo, rel), text);
    }
    const dir = path.join(temp, 'lexical-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    assert.deepEqual(result.components, []);
    assert.match(
      result.leftOut.find((item) => item.what === 'docs/error.mdx:1')?.reason ?? '',
      /needs a file outside the site folder \(it imports \.\.\/\.\.\/scripts\/codes\.json/,
    );
    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    assert.match(toString(readHtml(path.join(outDir, 'docs/error/index.html'))), /Error/);
    assert.ok(
      warnings.list.some((w) => w.file === 'docs/error.mdx' && /ErrorCodePage/.test(w.message)),
      warnings.list.map((w) => w.format()).join('\n'),
    );
  });
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like Reselect's", () => {
  // reduxjs/reselect (website/): `import { InternalLinks } from '@site/src/components/InternalLinks'`
  // and `<InternalLinks.InputSelectors />` on 14 pages. init registered nothing for it, left
  // `onUnknownComponents` unset, and the first build stopped on "Unknown component".
  test('an object of components used as `<Links.Name />` is registered, and the first build renders it', async () => {
    const root = path.join(temp, 'reselect-like');
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = { title: 'Reselect', url: 'https://reselect.example',
        presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n`,
      'src/components/InternalLinks.tsx': [
        "import Link from '@docusaurus/Link';",
        "import { memo } from 'react';",
        'export const InternalLinks = {',
        '  Selector: memo(({ text = \'selector\' }: { text?: React.ReactNode }) => <Link to="/terms#selector" className="term">{text}</Link>),',
        '};',
      ].join('\n'),
      'docs/index.md': '# Reselect\n',
      'docs/terms.mdx': [
        "import { InternalLinks } from '@site/src/components/InternalLinks'",
        '',
        '# Terms',
        '',
        '- <InternalLinks.Selector text={<b>Selector Function</b>} /> : a function.',
        '- Made by a <InternalLinks.Selector />.',
        '',
      ].join('\n'),
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    const dir = path.join(temp, 'reselect-like-out');
    const result = await initFromDocusaurus({ from: root, dir });
    assert.deepEqual(result.components, ['InternalLinks']);
    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    const terms = selectAll('a.term', readHtml(path.join(outDir, 'terms/index.html')));
    assert.deepEqual(
      terms.map((a) => [toString(a), a.properties.href]),
      [
        ['Selector Function', '/terms#selector'],
        ['selector', '/terms#selector'],
      ],
    );
    assert.deepEqual(
      warnings.list.filter((w) => w.file?.startsWith('docs/')).map((w) => w.format()),
      [],
    );
  });
});

test('init reads the Docusaurus site and writes elsewhere: the site is left as it was', () => {
  assert.ok(!existsSync(path.join(fixture, 'docgen.config.ts')));
  assert.ok(!existsSync(path.join(fixture, MIGRATION_FILE)));
});

test('the same finding on many pages (an import in every version of a page) is one line with the count; up to three stay apart', () => {
  const reason = 'imports @site/src/Chart, which does not compile';
  const versions = Array.from({ length: 29 }, (_, i) => ({
    what: `versioned_docs/version-v4.${i}/lifecycle.md:14`,
    reason,
  }));
  const few = ['a.md:1', 'b.md:2', 'c.md:3'].map((what) => ({ what, reason: 'uses :::cautions' }));
  // Groups keep the order of their first place: the block comes first, then the folded import.
  assert.deepEqual(foldRepeats([few[0]!, ...versions, ...few.slice(1)]), [
    ...few,
    {
      what: 'versioned_docs/version-v4.0/lifecycle.md:14, versioned_docs/version-v4.1/lifecycle.md:14 and 27 more places',
      reason,
    },
  ]);
});

test("a site URL a slash short (Yoga's `https:/yogalayout.dev`) is written as browsers read it, and said so", () => {
  const mapped = mapDocusaurusConfig(
    {
      config: { title: 'Yoga', url: 'https:/yogalayout.dev', baseUrl: '/' },
      docRoutes: new Map(),
      staticFiles: new Set(),
    },
    { path: 'docs', routeBasePath: '/docs' },
    'docs',
  );
  assert.equal(mapped.config.url, 'https://yogalayout.dev');
  assert.deepEqual(
    mapped.leftOut.filter((item) => item.what === 'url').map((item) => item.reason),
    ['"https:/yogalayout.dev" is written as "https://yogalayout.dev", as a browser reads it'],
  );
  const plain = mapDocusaurusConfig(
    { config: { title: 'X', url: 'https://x.example/' }, docRoutes: new Map(), staticFiles: new Set() },
    { path: 'docs', routeBasePath: '/docs' },
    'docs',
  );
  assert.deepEqual(
    plain.leftOut.filter((item) => item.what === 'url'),
    [],
  );
});

test("images named with the site's base URL in front (React Native Skia's logo) are the static files below it", () => {
  const mapped = mapDocusaurusConfig(
    {
      config: {
        title: 'Skia',
        baseUrl: '/react-native-skia/',
        favicon: '/react-native-skia/img/favicon.png',
        themeConfig: {
          navbar: {
            logo: { alt: 'Skia', src: '/react-native-skia/img/logo.png', srcDark: 'img/logo-dark.png' },
          },
          footer: { logo: { alt: 'Shopify', src: '/react-native-skia/img/shopify.svg' } },
        },
      },
      docRoutes: new Map(),
      staticFiles: new Set(['img/favicon.png', 'img/logo.png', 'img/logo-dark.png', 'img/shopify.svg']),
    },
    { path: 'docs', routeBasePath: '/' },
    'docs',
  );
  assert.equal(mapped.config.favicon, '/img/favicon.png');
  assert.deepEqual(mapped.config.logo, { src: '/img/logo.png', srcDark: 'img/logo-dark.png', alt: 'Skia' });
  assert.equal((mapped.config.footer as { logo?: { src: string } }).logo?.src, '/img/shopify.svg');
  assert.deepEqual(
    mapped.leftOut.filter((i) => /logo|favicon/.test(i.what)),
    [],
  );
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like React Native's", () => {
  // facebook/react-native-website (website/): `sidebarPath: require.resolve('./sidebars')` names its
  // sidebars.ts (init said "does not exist: the sidebar follows the folders"), and three more docs
  // plugins (/architecture, /contributing, /community) the docs link to: 235 broken links, in a
  // report that had said to build those folders as sites of their own.
  test("require.resolve finds the sidebars without their extension; the other docs plugins' pages are not checked, other paths there are", async () => {
    const root = path.join(temp, 'react-native-like');
    const files: Record<string, string> = {
      'docusaurus.config.ts': `export default { title: 'React Native', url: 'https://rn.example', onBrokenLinks: 'warn',
        presets: [['classic', { docs: { path: '../docs', sidebarPath: require.resolve('./sidebars') } }]],
        plugins: [
          ['content-docs', { id: 'architecture', path: 'architecture', routeBasePath: '/architecture/', sidebarPath: require.resolve('./sidebarsArchitecture') }],
          ['@docusaurus/plugin-content-docs', { id: 'guides', path: 'guides', routeBasePath: 'docs/guides' }],
          ['@docusaurus/plugin-content-docs', { id: 'root', path: 'root', routeBasePath: '/' }],
        ] };\n`,
      'sidebars.ts': "export default { docs: { 'The Basics': ['getting-started', 'guides/intro'] } };\n",
      'sidebarsArchitecture.ts': "export default { architecture: ['landing-page'] };\n",
      'architecture/landing-page.md': '# Architecture\n',
      '../docs/getting-started.md': [
        '# Getting started',
        '',
        'Read [the architecture](/architecture/landing-page) and [its glossary](/architecture/glossary#fabric),',
        'not [a missing page](/docs/nope), nor [a missing guide](/docs/guides/nope).',
        'The [iOS setup](/docs/next/guides/intro?platforms=ios&language=typescript#setup).',
        '',
      ].join('\n'),
      '../docs/guides/intro.md': '# Intro\n\n## Setup\n',
      // The current version is /docs/next; a link's query opens a tab (`<Tabs queryString>`).
      'versions.json': JSON.stringify(['0.86']),
      'versioned_docs/version-0.86/getting-started.md':
        '# Getting started\n\nSee [the Android setup](./guides/intro.md?platforms=android#setup).\n',
      'versioned_docs/version-0.86/guides/intro.md': '# Intro\n\n## Setup\n',
      'versioned_sidebars/version-0.86-sidebars.json': JSON.stringify({
        docs: ['getting-started', 'guides/intro'],
      }),
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'website', rel)), { recursive: true });
      writeFileSync(path.join(root, 'website', rel), text);
    }
    const dir = path.join(temp, 'react-native-like-out');
    const result = await initFromDocusaurus({ from: path.join(root, 'website'), dir });
    const notes = result.leftOut.map((i) => `${i.what}: ${i.reason}`).join('\n');
    assert.ok(result.written.includes('sidebars.ts'), result.written.join(', '));
    assert.doesNotMatch(notes, /sidebarPath/, notes);
    assert.match(
      notes,
      /plugins\[0\]: a second docs folder \(architecture\): .* \(its page is listed in `linkCheckExclude`: .* a link to a path it does not have is still broken\)/,
    );
    // /docs/guides has pages of the docs folder, and the root plugin's folder is not there: both
    // stay checked, and the report says what makes links to the root plugin's pages count.
    assert.doesNotMatch(notes, /plugins\[1\]: [^\n]*(not checked|are listed)/, notes);
    assert.match(
      notes,
      /plugins\[2\]: a second docs folder \(root\): .*; its folder is not there, so links to its pages are broken links: copy it/,
      notes,
    );
    const config = (await loadConfig(dir)).config;
    // The folder's one page: /architecture/glossary is no page of it.
    assert.deepEqual(config.linkCheckExclude, ['/architecture/landing-page']);

    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    // The sidebar `docs` of sidebars.ts: its full menu is the file named for it.
    const sidebar = fromHtml(
      JSON.parse(readFileSync(path.join(outDir, 'docs/next/_docgen/sidebars/docs.json'), 'utf8'))
        .html as string,
      { fragment: true },
    );
    assert.deepEqual(
      selectAll('.menu a', sidebar)
        .filter((a) => a.properties.href !== '/')
        .map((a) => String(a.properties.href)),
      ['/docs/next/getting-started', '/docs/next/guides/intro'],
    );
    assert.match(toString(sidebar), /The Basics/, 'the category of sidebars.ts');
    const links = (route: string) =>
      selectAll('article a', readHtml(path.join(outDir, `${route.slice(1)}/index.html`)))
        .map((a) => String(a.properties.href))
        .filter((href) => !href.startsWith('#'));
    assert.ok(links('/docs/next/getting-started').includes('/architecture/landing-page'));
    assert.ok(
      links('/docs/next/getting-started').includes(
        '/docs/next/guides/intro?platforms=ios&language=typescript#setup',
      ),
      links('/docs/next/getting-started').join(', '),
    );
    assert.ok(
      links('/docs/getting-started').includes('/docs/guides/intro?platforms=android#setup'),
      links('/docs/getting-started').join(', '),
    );
    assert.deepEqual(
      warnings.list.filter((w) => /anchor/.test(w.message)).map((w) => w.format()),
      [],
      'the anchors are checked without the query',
    );
    const broken = warnings.list.filter((w) => /broken link/.test(w.message)).map((w) => w.message);
    assert.equal(broken.length, 3, broken.join('\n'));
    assert.ok(
      ['/docs/nope', '/docs/guides/nope', '/architecture/glossary'].every((route) =>
        broken.some((m) => m.includes(route)),
      ),
      broken.join('\n'),
    );
  });
});

describe("src/commands/init-from-docusaurus.ts: a site shaped like typescript-eslint's", () => {
  // typescript-eslint/typescript-eslint (packages/website): the navbar's version is
  // `` `v${version}` `` of `@typescript-eslint/parser/package.json`, a workspace package (init wrote
  // `v[@typescript-eslint/parser/package.json.version]`), and its main docs are a second docs plugin
  // at `/` (`../../docs`), which the rule pages link to: 17 broken links stopped the first build.
  const root = path.join(temp, 'tse-like');
  const site = path.join(root, 'packages/website');
  const dir = path.join(temp, 'tse-like-out');
  const hostile = `</a><script>alert(1)</script>${'v'.repeat(3000)}`;
  let result: FromDocusaurusResult;
  before(async () => {
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ private: true, workspaces: { packages: ['packages/*'] } }),
      'packages/parser/package.json': JSON.stringify({ name: '@acme/parser', version: '8.1.0' }),
      'packages/hostile/package.json': JSON.stringify({ name: '@acme/hostile', version: hostile }),
      'docs/getting-started.md': '# Getting started\n',
      'docs/getting-started/typed-linting.md': '# Typed linting\n\n## Setup\n',
      'docs/packages/Type_Utils.mdx': '---\nslug: /packages/type-utils\n---\n\n# Type utils\n',
      'packages/eslint-plugin/docs/rules/no-foo.md': [
        '# no-foo',
        '',
        'See [getting started](/getting-started), [typed linting](/getting-started/typed-linting#setup)',
        'and [type utils](/packages/type-utils); twice: [again](/getting-started).',
        '',
      ].join('\n'),
      'packages/eslint-plugin/docs/rules/no-bar.md': '# no-bar\n\nNot [a page](/getting-started/nowhere).\n',
      'packages/website/docusaurus.config.mts': `import { version } from '@acme/parser/package.json';
import hostile from '@acme/hostile/package.json';
import { version as missing } from '@acme/missing/package.json';
export default {
  title: 'Acme lint', url: 'https://lint.example',
  presets: [['classic', { docs: { path: '../eslint-plugin/docs/rules', routeBasePath: 'rules' }, blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'base', path: '../../docs', routeBasePath: '/' }]],
  themeConfig: { navbar: { items: [
    { href: \`https://github.com/acme/lint/releases/tag/v\${version}\`, label: \`v\${version}\`, position: 'right' },
    { href: 'https://example.com/hostile', label: hostile.version },
    { href: \`https://example.com/v\${missing}\`, label: \`v\${missing}\` },
    { href: 'https://example.com/ok', label: 'Plain' },
  ] }, footer: { links: [{ title: \`Version \${missing}\`, items: [{ label: 'Home', href: 'https://example.com' }] }] } },
};\n`,
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    result = await initFromDocusaurus({ from: site, dir });
  });

  test("a label made from a package's JSON: read from the workspace package; one init cannot reach is left out and reported, never written", async () => {
    const configText = readFileSync(path.join(dir, 'docgen.config.ts'), 'utf8');
    assert.doesNotMatch(configText, /\uE000|\[@acme|missing/, 'no stand-in text in the config');
    const config = (await loadConfig(dir)).config;
    const items = config.navbar.items.map((item) => {
      const label = 'label' in item ? item.label : item.type;
      return 'href' in item ? [label, item.href] : [label];
    });
    assert.deepEqual(items, [
      ['v8.1.0', 'https://github.com/acme/lint/releases/tag/v8.1.0'],
      [hostile, 'https://example.com/hostile'],
      ['Plain', 'https://example.com/ok'],
    ]);
    const notes = result.leftOut.map((i) => `${i.what}: ${i.reason}`).join('\n');
    assert.match(
      notes,
      /themeConfig\.navbar\.items\[2\]\.label: is text made from `@acme\/missing\/package\.json\.version`, a package's JSON file init did not find .*: the whole entry \(`navbar\.items\[2\]`\) is left out\. Write the text by hand in docgen\.config\.ts/,
      notes,
    );
    assert.match(notes, /themeConfig\.footer\.links\[0\]\.title: is text made from `@acme\/missing/, notes);
    assert.match(
      readFileSync(path.join(dir, MIGRATION_FILE), 'utf8'),
      /@acme\/missing\/package\.json\.version/,
    );
    assert.deepEqual(config.linkCheckExclude, [
      '/getting-started',
      '/getting-started/typed-linting',
      '/packages/type-utils',
    ]);
    assert.match(
      notes,
      /plugins\[0\]: a second docs folder \(\.\.\/\.\.\/docs\): .*its 3 pages are listed/,
      notes,
    );
  });

  test('links into the docs plugin at / are not checked; a path it does not have is still broken; the hostile label is text', async () => {
    await assert.rejects(
      () => build({ root: dir, warnings: new Warnings() }),
      (error) => {
        const text = error instanceof DocgenError ? error.format() : String(error);
        assert.match(text, /1 broken link/, text);
        assert.match(text, /\/getting-started\/nowhere/, text);
        assert.doesNotMatch(text, /typed-linting|type-utils/, text);
        return true;
      },
    );
    const page = path.join(dir, 'docs/no-bar.md');
    writeFileSync(page, '# no-bar\n\nNo links.\n');
    const warnings = new Warnings();
    const { outDir } = await build({ root: dir, warnings });
    // Its links into the plugin's pages are left as written, unchecked and unwarned: init's report
    // says the plugin is not carried over, and a build warns only of what it cannot render.
    assert.deepEqual(
      warnings.list.filter((w) => /getting-started|type-utils/.test(w.format())).map((w) => w.format()),
      [],
    );
    const links = selectAll('a', readHtml(path.join(outDir, 'rules/no-foo/index.html'))).map((a) =>
      String(a.properties.href),
    );
    for (const href of ['/getting-started', '/getting-started/typed-linting', '/packages/type-utils'])
      assert.ok(
        links.some((l) => l.startsWith(href)),
        `${href} is linked as written: ${links.join(' ')}`,
      );
    const html = readHtml(path.join(outDir, 'rules/no-foo/index.html'));
    assert.equal(selectAll('script', html).filter((s) => toString(s).includes('alert(1)')).length, 0);
    const labels = selectAll('a', html).map((a) => toString(a));
    assert.ok(labels.includes('v8.1.0'), labels.join(' | '));
    assert.ok(labels.includes(hostile), 'the hostile version is the text of its link');
  });
});
