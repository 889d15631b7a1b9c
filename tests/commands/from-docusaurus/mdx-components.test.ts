// src/commands/from-docusaurus/mdx-components.ts: the components a swizzled src/theme/MDXComponents
// makes global, read without running the file. `init --from-docusaurus` registers the site's own
// (the pages use them without importing them, as Ory's use <ConsoleLink>), gives the pages the
// imports of the theme components docgen renders (<Tabs>), and reports what it cannot register.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { build, type BuildResult } from '../../../src/commands/build.ts';
import { readMdxGlobals } from '../../../src/commands/from-docusaurus/mdx-components.ts';
import { collectPageImports } from '../../../src/commands/from-docusaurus/mdx-imports.ts';
import {
  initFromDocusaurus,
  withImports,
  type FromDocusaurusResult,
} from '../../../src/commands/init-from-docusaurus.ts';
import { fixturesDir, readHtml } from '../../helpers/fixtures.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-mdx-components-'));
after(() => rmSync(temp, { recursive: true, force: true }));
const fixture = path.join(fixturesDir, 'docusaurus-mdx-components');

/** A site folder holding only src/theme/MDXComponents.<ext> (or MDXComponents/index.js) with `text`. */
function swizzled(name: string, text: string, ext: 'js' | 'tsx' | 'folder' = 'js'): string {
  const root = path.join(temp, name);
  const file = ext === 'folder' ? 'src/theme/MDXComponents/index.js' : `src/theme/MDXComponents.${ext}`;
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  return root;
}

describe('readMdxGlobals', () => {
  test("the fixture's file: theme components, the site's files, and an inline function reported at its line", async () => {
    const globals = await readMdxGlobals(fixture);
    assert.equal(globals.file, 'src/theme/MDXComponents.js');
    assert.deepEqual(globals.theme, { Tabs: '@theme/Tabs', TabItem: '@theme/TabItem' });
    assert.deepEqual(
      globals.site.map((g) => [g.name, g.spec, path.relative(fixture, g.target), g.where]),
      [
        [
          'ConsoleLink',
          '@site/src/components/ConsoleLink',
          'src/components/ConsoleLink',
          'src/theme/MDXComponents.js:5',
        ],
        ['Highlight', '../components/Highlight', 'src/components/Highlight', 'src/theme/MDXComponents.js:6'],
      ],
    );
    assert.deepEqual(globals.refused, ['Video']);
    assert.equal(globals.leftOut.length, 1);
    assert.equal(globals.leftOut[0]!.what, 'src/theme/MDXComponents.js:14');
    assert.match(globals.leftOut[0]!.reason, /the global component Video is an inline function/);
  });

  test('a default export that is no object literal is one report line, and nothing is registered', async () => {
    const root = swizzled(
      'call',
      "import ConsoleLink from '@site/src/components/ConsoleLink';\nimport withDefaults from './with-defaults';\nexport default withDefaults({ ConsoleLink });\n",
    );
    const globals = await readMdxGlobals(root);
    assert.deepEqual([globals.site, globals.theme, globals.refused], [[], {}, []]);
    assert.equal(globals.leftOut.length, 1);
    assert.equal(globals.leftOut[0]!.what, 'src/theme/MDXComponents.js');
    assert.match(globals.leftOut[0]!.reason, /its default export is not an object literal/);
    assert.match(globals.leftOut[0]!.reason, /import each component in the pages that use it/);
  });

  test('a file that does not parse is reported, not thrown', async () => {
    const globals = await readMdxGlobals(swizzled('broken', 'export default { Tabs, \n'));
    assert.match(globals.leftOut[0]?.reason ?? '', /^does not parse \(/);
  });

  test("TypeScript, an object held in a const, a package's component, a member value and an element replaced", async () => {
    const root = swizzled(
      'typescript',
      [
        "import type { ComponentProps } from 'react';",
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import Admonition from '@theme/Admonition';",
        "import Chart from 'chart-package';",
        "import * as Icons from '../components/Icons';",
        "import ConsoleLink from '../components/ConsoleLink';",
        'const components: Record<string, unknown> = {',
        '  ...MDXComponents,',
        '  Note: Admonition,',
        '  Chart,',
        '  Icon: Icons.Star,',
        '  a: (props: ComponentProps<"a">) => <a {...props} />,',
        '  ConsoleLink,',
        '};',
        'export default components;',
        '',
      ].join('\n'),
      'tsx',
    );
    const globals = await readMdxGlobals(root);
    assert.deepEqual(globals.theme, { Note: '@theme/Admonition' });
    assert.deepEqual(
      globals.site.map((g) => g.name),
      ['ConsoleLink'],
    );
    assert.deepEqual(globals.refused, ['Chart', 'Icon']);
    const reasons = globals.leftOut.map((l) => `${l.what}: ${l.reason}`);
    assert.equal(reasons.length, 3);
    assert.match(
      reasons[0]!,
      /^src\/theme\/MDXComponents\.tsx: the global component Chart comes from chart-package, which docgen does not provide/,
    );
    assert.match(reasons[1]!, /the global component Icon is `Icons\.Star`, a value docgen cannot read/);
    assert.match(reasons[2]!, /replaces the element <a> in every page/);
  });

  test("a folder of its own (`src/theme/MDXComponents/index.js`, as Playwright's and Casbin's), an object held in a const", async () => {
    const root = swizzled(
      'folder',
      "import MDXComponents from '@theme-original/MDXComponents';\nimport Tabs from '@theme/Tabs';\nimport Card from '@site/src/components/Card';\nimport { highlight } from '../../components/highlight';\nconst Wrapper = { ...MDXComponents, Tabs: Tabs, Card, highlight };\nexport default Wrapper;\n",
      'folder',
    );
    const globals = await readMdxGlobals(root);
    assert.equal(globals.file, 'src/theme/MDXComponents/index.js');
    assert.deepEqual(globals.theme, { Tabs: '@theme/Tabs' });
    assert.deepEqual(
      globals.site.map((g) => [g.name, path.relative(root, g.target), g.where]),
      [['Card', 'src/components/Card', 'src/theme/MDXComponents/index.js:3']],
    );
    assert.deepEqual(globals.refused, ['highlight']);
    assert.match(
      globals.leftOut[0]!.reason,
      /the global component highlight has a name docgen does not register \(component names start with a capital letter\)/,
    );
  });

  test('no swizzled MDXComponents: nothing', async () => {
    assert.deepEqual(await readMdxGlobals(path.join(temp, 'none')), {
      site: [],
      theme: {},
      refused: [],
      leftOut: [],
    });
  });
});

describe('collectPageImports with the globals', () => {
  test("a page importing the theme components itself (in a ```mdx-code-block, two on a line, as Ory's) gets no import; one that does not gets them", async () => {
    const source = [
      '```mdx-code-block',
      "import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem';",
      '```',
      '',
      // A tag whose attributes start on the next line (Ory's `<Tabs` then `defaultValue=…`).
      '<Tabs',
      '  groupId="g">',
      '<TabItem value="a">A</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    const page = { file: 'docs/a.mdx', absolute: path.join(temp, 'docs/a.mdx'), source };
    const globals = {
      site: [],
      theme: { Tabs: '@theme/Tabs', TabItem: '@theme/TabItem' },
      refused: [],
      leftOut: [],
    };
    const result = await collectPageImports(temp, path.join(temp, 'docs'), [page], globals);
    assert.deepEqual([result.themeGlobals, result.leftOut, [...result.unrendered]], [[], [], []]);
    const without = await collectPageImports(
      temp,
      path.join(temp, 'docs'),
      [{ ...page, source: source.split('\n').slice(3).join('\n') }],
      globals,
    );
    assert.deepEqual(
      without.themeGlobals.map((t) => t.imports),
      [["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';"]],
    );
  });
});

describe('withImports', () => {
  test('below the front matter, the ESM block ended by a blank line', () => {
    assert.equal(
      withImports('---\ntitle: A\n---\n\n<Tabs />\n', ["import Tabs from '@theme/Tabs';"]),
      "---\ntitle: A\n---\nimport Tabs from '@theme/Tabs';\n\n<Tabs />\n",
    );
    assert.equal(
      withImports('<Tabs />\n', ['import Tabs from "@theme/Tabs";']),
      'import Tabs from "@theme/Tabs";\n\n<Tabs />\n',
    );
  });
});

describe('init --from-docusaurus of a site with a swizzled MDXComponents', () => {
  const dir = path.join(temp, 'site');
  let result: FromDocusaurusResult;
  let built: BuildResult;
  before(async () => {
    result = await initFromDocusaurus({ from: fixture, dir });
    built = await build({ root: dir });
  });

  test("its own components are registered; the inline function is reported; the page gets the theme components' imports", () => {
    assert.deepEqual(result.components, ['ConsoleLink', 'Highlight']);
    const config = readFileSync(path.join(dir, 'docgen.config.ts'), 'utf8');
    assert.match(config, /ConsoleLink: '\.\/src\/components\/ConsoleLink\.jsx'/);
    assert.match(config, /Highlight: '\.\/src\/components\/Highlight\.jsx'/);
    assert.match(config, /onUnknownComponents: 'warn'/); // for <Video>
    const reasons = result.leftOut.map((l) => `${l.what}: ${l.reason}`);
    assert.ok(
      reasons.some((r) =>
        r.startsWith('src/theme/MDXComponents.js:14: the global component Video is an inline function'),
      ),
      reasons.join('\n'),
    );
    assert.ok(
      reasons.some((r) => /^src\/theme\/MDXComponents\.js: makes Tabs, TabItem global/.test(r)),
      reasons.join('\n'),
    );
    // Neither "used without importing it" (MDX 1) nor the swizzled-theme count for the file read.
    assert.ok(!reasons.some((r) => /without importing/.test(r)), reasons.join('\n'));
    assert.ok(!reasons.some((r) => r.startsWith('src/theme/: ')), reasons.join('\n'));
    assert.match(
      readFileSync(path.join(dir, 'docs/index.mdx'), 'utf8'),
      /^---\ntitle: Home\n---\nimport Tabs from '@theme\/Tabs';\nimport TabItem from '@theme\/TabItem';\n\n# Home\n/,
    );
    assert.equal(readFileSync(path.join(dir, 'docs/plain.md'), 'utf8'), '# Plain\n\nNo components here.\n');
  });

  test('the built page shows the global components; only <Video> is left out, with a warning', () => {
    const page = readHtml(path.join(built.outDir, 'index.html'));
    const link = select('a.console-link', page);
    assert.equal(link?.properties.href, 'https://console.globals.example/projects');
    assert.equal(toString(link!), 'Open the console');
    assert.equal(toString(select('mark.highlight', page)!), 'Global components need no import.');
    assert.deepEqual(
      selectAll('[role="tab"]', page).map((tab) => toString(tab)),
      ['npm', 'Yarn'],
    );
    assert.deepEqual(
      built.warnings.map((w) => w.message.replace(/:.*/s, '')),
      ['Unknown component <Video>'],
    );
  });
});
