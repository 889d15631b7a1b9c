// MDX in docs: which files take the MDX parser, and the errors for what docgen cannot render.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { usesMdx } from '../../../src/content/markdown/detect-mdx.ts';
import { categoryCards } from '../../../src/content/markdown/markdown-options.ts';
import type { SidebarItem } from '../../../src/types.ts';
import { createMarkdownRenderer, type MarkdownOptions } from '../../../src/content/markdown/processor.ts';
import { isDocgenError } from '../../../src/errors.ts';

const docs = [
  { relPath: 'guide/index.md', route: '/guide', title: 'Guide' },
  { relPath: 'guide/b.md', route: '/guide/b', title: 'Bee', description: 'The b page.', sidebarPosition: 2 },
  { relPath: 'guide/a.md', route: '/guide/a', title: 'Ay', sidebarPosition: 1 },
  { relPath: 'guide/sub/index.md', route: '/guide/sub', title: 'Sub' },
  { relPath: 'guide/sub/deep.md', route: '/guide/sub/deep', title: 'Deep' },
];
const renderer = createMarkdownRenderer(
  {
    routeByFile: new Map(docs.map((d) => [d.relPath, d.route])),
    baseUrl: '/',
    contentDir: 'content',
    staticDir: 'static',
    islands: [],
    docs,
  },
  await createHighlighter(),
);
/** A renderer over a site folder of the test's own (partials, data modules), with these options on top. */
const siteRenderer = async (root: string, options: Partial<MarkdownOptions> = {}) =>
  createMarkdownRenderer(
    {
      routeByFile: new Map(),
      baseUrl: '/',
      contentDir: 'content',
      staticDir: 'static',
      islands: [],
      componentFiles: { root, files: {} },
      ...options,
    },
    await createHighlighter(),
  );
const render = (markdown: string, relPath = 'guide/index.md') =>
  renderer({
    markdown,
    sourceFile: `content/${relPath}`,
    relPath,
    route: '/guide',
    lineOffset: 3,
    tocMin: 2,
    tocMax: 3,
  });

test('MDX is used for .mdx files and .md files with import lines or component tags outside code', () => {
  assert.equal(usesMdx('Plain text with a < and {braces}.', 'a.md'), false);
  assert.equal(usesMdx('Text', 'a.mdx'), true);
  assert.equal(usesMdx("import Tabs from '@theme/Tabs';\n\nText", 'a.md'), true);
  assert.equal(usesMdx('<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>', 'a.md'), true);
  assert.equal(usesMdx('```jsx\n<Tabs />\nimport x from "y"\n```\n\nUse `<Tabs>` here.', 'a.md'), false);
  // HTML tags with JSX attributes (React Native Skia's .md pages) are MDX; HTML as HTML is not.
  assert.equal(usesMdx('<img src={require("/static/img/box.png").default} width="256" />', 'a.md'), true);
  assert.equal(usesMdx("<table style={{ width: '100%' }}>\n<tr><td>A</td></tr>\n</table>", 'a.md'), true);
  assert.equal(usesMdx('<img src="a.png" alt="{x}" /> and <a href="/x">x={y}</a>', 'a.md'), false);
  assert.equal(usesMdx('# Title\n\n{/* screenshots follow */}\n\nText.', 'a.md'), true);
  assert.equal(usesMdx('Set `{/* x */}` or write {braces} /* not a comment */.', 'a.md'), false);
  assert.equal(usesMdx('Use `<img src={url} />`:\n\n```html\n<div style={{ a: 1 }}>\n```', 'a.md'), false);
});

test("<DocCardList /> shows the folder's pages as cards, in sidebar order", async () => {
  const { html } = await render("import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
  assert.deepEqual(
    [...html.matchAll(/class="card__link">([^<]+)/g)].map((m) => m[1]),
    ['Ay', 'Bee', 'Sub'],
  );
  assert.match(html, /The b page\./);
});

test("<DocCardList /> on a sidebar category's page shows the category's items, in sidebar order, as Docusaurus does", async () => {
  const sidebar: SidebarItem[] = [
    {
      type: 'category',
      label: 'Guide',
      route: '/guide',
      collapsed: false,
      items: [
        { type: 'link', label: 'Bee label', route: '/guide/b' },
        { type: 'link', label: 'From another folder', route: '/elsewhere/x' },
        {
          type: 'category',
          label: 'More',
          collapsed: true,
          items: [{ type: 'link', label: 'Deep', route: '/guide/sub/deep' }],
        },
      ],
    },
  ];
  const cards = categoryCards(sidebar);
  assert.deepEqual(cards, {
    '/guide': [
      { title: 'Bee label', route: '/guide/b' },
      { title: 'From another folder', route: '/elsewhere/x' },
      { title: 'More', route: '/guide/sub/deep', label: true },
    ],
  });
  const withSidebar = createMarkdownRenderer(
    {
      routeByFile: new Map(docs.map((d) => [d.relPath, d.route])),
      baseUrl: '/',
      contentDir: 'content',
      staticDir: 'static',
      islands: [],
      docs,
      categoryCards: cards,
    },
    await createHighlighter(),
  );
  const { html } = await withSidebar({
    markdown: "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
    sourceFile: 'content/guide/index.md',
    relPath: 'guide/index.md',
    route: '/guide',
    tocMin: 2,
    tocMax: 3,
  });
  assert.deepEqual(
    [...html.matchAll(/<a href="([^"]+)"[^>]*class="card__link">([^<]+)/g)].map((m) => [m[1], m[2]]),
    [
      ['/guide/b', 'Bee'],
      ['/elsewhere/x', 'From another folder'],
      ['/guide/sub/deep', 'More'],
    ],
  );
  assert.match(html, /The b page\./);
});

for (const [name, markdown, line, pattern] of [
  [
    'an unknown component',
    'Text\n\n<Chart data="x" />\n',
    6,
    /Unknown component <Chart>[\s\S]*components: \{ Chart:/,
  ],
  [
    'an unknown import',
    "import Chart from '@site/src/components/Chart';\n\n<Chart />\n",
    4,
    /Unknown import `Chart` from "@site\/src\/components\/Chart"[\s\S]*Register it in docgen\.config\.ts/,
  ],
  [
    'an expression docgen cannot evaluate',
    "import Tabs from '@theme/Tabs';\n\nHello {user.name}.\n",
    6,
    /MDX expression `\{user\.name\}`/,
  ],
  ['an MDX syntax error', "import Tabs from '@theme/Tabs';\n\n<Tabs>\n", 6, /MDX syntax: .*Tabs/],
  [
    'a member of an unknown import used as a component',
    "import Tabs from '@theme/Tabs';\nimport Charts from '@site/src/Charts';\n\n<Charts.Bar />\n",
    5,
    /Unknown import `Charts` from "@site\/src\/Charts"/,
  ],
  [
    'a Markdown partial that does not exist',
    "import Tabs from '@theme/Tabs';\nimport Generated from './generated/index.md';\n\n<Generated />\n",
    5,
    /`Generated` imports "\.\/generated\/index\.md", which does not exist[\s\S]*onBrokenMarkdownLinks/,
  ],
] as const) {
  test(`${name} is an error naming the file and line`, async () => {
    await assert.rejects(render(markdown, 'guide/a.mdx'), (error) => {
      assert.ok(isDocgenError(error), String(error));
      assert.match(error.format(), new RegExp(`content/guide/a\\.mdx:${line}`));
      assert.match(error.format(), pattern);
      return true;
    });
  });
}

test("a Markdown partial that does not exist is a warning under onBrokenMarkdownLinks: 'warn', and shows nothing", async () => {
  const warnRenderer = createMarkdownRenderer(
    {
      routeByFile: new Map(),
      baseUrl: '/',
      contentDir: 'content',
      staticDir: 'static',
      islands: [],
      onMissingPartial: 'warn',
    },
    await createHighlighter(),
  );
  const result = await warnRenderer({
    markdown: "import Generated from './generated/index.md';\n\nBefore.\n\n<Generated />\n\nAfter.\n",
    sourceFile: 'content/guide/a.mdx',
    relPath: 'guide/a.mdx',
    route: '/guide/a',
    lineOffset: 3,
    tocMin: 2,
    tocMax: 3,
  });
  assert.equal(result.html, '<p>Before.</p>\n<p>After.</p>');
  assert.deepEqual(
    result.warnings.map((w) => w.format().split('\n')[0]),
    [
      'content/guide/a.mdx:4: `Generated` imports "./generated/index.md", which does not exist: <Generated /> would show nothing.',
    ],
  );
});

test('in a Markdown partial, messages name the partial and its line; code it reads from an import is left out with a warning', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-partials-'));
  try {
    mkdirSync(path.join(root, 'content/guide'), { recursive: true });
    const partial = [
      '---',
      'title: ignored',
      '---',
      "import {branch} from '@site/src/branch';",
      "import CodeBlock from '@theme/CodeBlock';",
      '',
      'Get the template:',
      '',
      '<CodeBlock language="bash">',
      '{`curl -O https://example.com/${branch()}/package.json`}',
      '</CodeBlock>',
      '',
    ].join('\n');
    writeFileSync(path.join(root, 'content/guide/_setup.md'), partial);
    writeFileSync(path.join(root, 'content/guide/_broken.md'), 'Text.\n\n<Chart />\n');
    const withPartials = await siteRenderer(root);
    const page = (body: string) =>
      withPartials({
        markdown: body,
        sourceFile: 'content/guide/a.mdx',
        relPath: 'guide/a.mdx',
        route: '/guide/a',
        lineOffset: 3,
        tocMin: 2,
        tocMax: 3,
      });
    const result = await page("import Setup from './_setup.md';\n\n<Setup />\n");
    assert.match(result.html, /<p>Get the template:<\/p>/);
    assert.deepEqual(
      result.warnings.map((w) => w.format().split('\n')[0]),
      [
        'content/guide/_setup.md:10: An MDX expression `{`curl -O https://example.com/${branch()}/package.json`}` cannot be rendered: docgen does not run the page\'s code (it reads `branch`, imported from "@site/src/branch"): it is left out.',
      ],
    );
    await assert.rejects(page("import Broken from './_broken.md';\n\n<Broken />\n"), (error) => {
      assert.ok(isDocgenError(error));
      assert.match(error.format(), /^content\/guide\/_broken\.md:3: Unknown component <Chart>/);
      return true;
    });
    // A partial that includes itself, directly or through another: an error naming the chain.
    writeFileSync(
      path.join(root, 'content/guide/_loop-a.mdx'),
      "A\n\nimport B from './_loop-b.mdx';\n\n<B />\n",
    );
    writeFileSync(
      path.join(root, 'content/guide/_loop-b.mdx'),
      "B\n\nimport A from './_loop-a.mdx';\n\n<A />\n",
    );
    await assert.rejects(page("import A from './_loop-a.mdx';\n\n<A />\n"), (error) => {
      assert.ok(isDocgenError(error));
      assert.match(
        error.format(),
        /^content\/guide\/_loop-b\.mdx:5: The partial content\/guide\/_loop-a\.mdx includes itself \(content\/guide\/_loop-a\.mdx → content\/guide\/_loop-b\.mdx → content\/guide\/_loop-a\.mdx\)/,
      );
      return true;
    });
    // Partials inside partials multiply (ten of ten of ten …): the page stops, quickly, with an error.
    for (let level = 0; level < 7; level++)
      writeFileSync(
        path.join(root, `content/guide/_bomb${level}.mdx`),
        level === 6
          ? 'Boom **boom** boom.\n'
          : `import Next from './_bomb${level + 1}.mdx';\n\n${'<Next />\n\n'.repeat(10)}`,
      );
    const started = performance.now();
    await assert.rejects(page("import Bomb from './_bomb0.mdx';\n\n<Bomb />\n"), (error) => {
      assert.ok(isDocgenError(error));
      assert.match(error.message, /The partials placed on this page hold more than 100,000 nodes/);
      return true;
    });
    assert.ok(performance.now() - started < 20_000, 'stops early');
    // A partial MDX cannot read: its own file and line (front matter counted).
    writeFileSync(path.join(root, 'content/guide/_syntax.mdx'), '---\ntitle: x\n---\nText.\n\n{1 +}\n');
    await assert.rejects(page("import Syntax from './_syntax.mdx';\n\n<Syntax />\n"), (error) => {
      assert.ok(isDocgenError(error));
      assert.match(error.format(), /^content\/guide\/_syntax\.mdx:6: MDX syntax: /);
      return true;
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a partial's `{props.x}` is the attribute its use gives (Detox's config partials); a prop not given is nothing", async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-partial-props-'));
  try {
    mkdirSync(path.join(root, 'content/config/partials'), { recursive: true });
    writeFileSync(
      path.join(root, 'content/config/partials/_location.mdx'),
      [
        'The `{props.sectionName}` section sits in the config root.',
        '',
        '<a href={props.href}>{props.label}</a>',
        '',
        "import Inner from './_inner.mdx';",
        '',
        '<Inner what={props.sectionName} />',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(root, 'content/config/partials/_inner.mdx'),
      [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        'Inner: {props.what}{props.missing}.',
        '',
        '<CodeBlock language="js">',
        "  {['module.exports = {', `  ${props.what}: {},`, `  n: ${2},`, '};'].join('\\n')}",
        '</CodeBlock>',
        '',
      ].join('\n'),
    );
    const withPartials = await siteRenderer(root);
    const { html, warnings } = await withPartials({
      markdown: [
        "import Location from './partials/_location.mdx';",
        '',
        '<Location sectionName="apps" href="/config/apps" label="Apps" />',
        '',
        "<Location sectionName={'devices'} />",
        '',
        '<Location sectionName="</p><script>alert(1)</script>" />',
        '',
      ].join('\n'),
      sourceFile: 'content/config/overview.mdx',
      relPath: 'config/overview.mdx',
      route: '/config/overview',
      tocMin: 2,
      tocMax: 3,
    });
    const tree = fromHtml(html, { fragment: true });
    assert.deepEqual(
      selectAll('p code', tree).map((c) => toString(c)),
      ['{props.sectionName}', '{props.sectionName}', '{props.sectionName}'],
      'code spans are text',
    );
    assert.match(html, /<a href="\/config\/apps">Apps<\/a>/);
    assert.match(html, /<p>Inner: apps\.<\/p>/);
    assert.match(html, /<p>Inner: devices\.<\/p>/);
    assert.deepEqual(
      selectAll('pre', tree).map((pre) => toString(pre)),
      [
        'module.exports = {\n  apps: {},\n  n: 2,\n};',
        'module.exports = {\n  devices: {},\n  n: 2,\n};',
        'module.exports = {\n  </p><script>alert(1)</script>: {},\n  n: 2,\n};',
      ],
    );
    // A hostile attribute value is text.
    assert.equal(selectAll('script', tree).length, 0);
    assert.match(html, /Inner: &#x3C;\/p>&#x3C;script>alert\(1\)&#x3C;\/script>\./);
    assert.deepEqual(warnings, []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a partial's links and images resolve from the partial's folder, not the importing page's", async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-partial-links-'));
  try {
    mkdirSync(path.join(root, 'content/shared'), { recursive: true });
    writeFileSync(
      path.join(root, 'content/shared/_note.md'),
      'Read [the tutorial](../tutorials/part-1.md) first.\n\n![Flow](./flow.png)\n',
    );
    const withPartials = await siteRenderer(root, {
      routeByFile: new Map([
        ['tutorials/part-1.md', '/tutorials/part-1'],
        ['tutorials/fundamentals/part-2.md', '/tutorials/fundamentals/part-2'],
      ]),
    });
    const result = await withPartials({
      markdown: "import Note from '../../shared/_note.md';\n\n<Note />\n",
      sourceFile: 'content/tutorials/fundamentals/part-2.md',
      relPath: 'tutorials/fundamentals/part-2.md',
      route: '/tutorials/fundamentals/part-2',
      tocMin: 2,
      tocMax: 3,
    });
    assert.match(result.html, /<a href="\/tutorials\/part-1">the tutorial<\/a>/);
    assert.match(result.html, /<img src="\/shared\/flow\.png"/);
    assert.deepEqual(result.assets, [{ from: 'content/shared/flow.png', url: '/shared/flow.png' }]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("data imported from a module of the site fills attributes and expressions (Docusaurus' tab constants)", async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-data-modules-'));
  try {
    mkdirSync(path.join(root, 'core'), { recursive: true });
    mkdirSync(path.join(root, 'content/guide'), { recursive: true });
    writeFileSync(
      path.join(root, 'core/TabsConstants.ts'),
      [
        "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
        "const isMac = ExecutionEnvironment.canUseDOM ? navigator.platform.startsWith('Mac') : false;",
        "const androidLanguages = [{ label: 'Java', value: 'java' }, { label: 'Kotlin', value: 'kotlin' }];",
        "export const version = '0.80';",
        'export default { androidLanguages, defaultAndroidLanguage: isMac ? "java" : "kotlin", help: () => "code" };',
      ].join('\n'),
    );
    writeFileSync(path.join(root, 'core/Broken.js'), "throw new Error('not data');\n");
    const renderer = await siteRenderer(root);
    const markdown = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import constants, {version} from '@site/core/TabsConstants';",
      "import broken from '../../core/Broken';",
      '',
      'Version {version}.',
      '',
      '<Tabs groupId="language" defaultValue={constants.defaultAndroidLanguage} values={constants.androidLanguages}>',
      '<TabItem value="java">Java code.</TabItem>',
      '<TabItem value="kotlin">Kotlin code.</TabItem>',
      '</Tabs>',
      '',
      '<Tabs values={broken.list}>',
      '<TabItem value="a">A.</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    const result = await renderer({
      markdown,
      sourceFile: 'content/guide/a.mdx',
      relPath: 'guide/a.mdx',
      route: '/guide/a',
      tocMin: 2,
      tocMax: 3,
    });
    assert.match(result.html, /<p>Version 0\.80\.<\/p>/);
    const tabs = [...result.html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)].map(
      (m) => `${m[2]}:${m[1]}`,
    );
    assert.deepEqual(
      tabs,
      ['Java:false', 'Kotlin:true', 'a:true'],
      'labels and the default from the module; none from the one that throws',
    );
    assert.deepEqual(
      result.warnings.map((w) => w.format().split('\n')[0]),
      [
        'content/guide/a.mdx:4: `broken` (imported from "../../core/Broken") is code docgen does not run: <Tabs values> is left out.',
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("useBaseUrl('img/a.png') in an attribute is the path below the base URL, as Docusaurus makes it; other calls stay code", async () => {
  const based = createMarkdownRenderer(
    {
      routeByFile: new Map(),
      baseUrl: '/sub/',
      contentDir: 'content',
      staticDir: 'static',
      islands: [],
      docs: [],
    },
    await createHighlighter(),
  );
  const { html, warnings } = await based({
    markdown: [
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import base from '@docusaurus/useBaseUrl';",
      '',
      '<img alt="a" src={useBaseUrl(\'img/a.png\')} />',
      '<img alt="b" src={base(\'/img/b.png\')} />',
      "<a href={useBaseUrl('https://example.com/x')}>ext</a>",
      "<a href={useBaseUrl('#top')}>top</a>",
      '<img alt="c" src={useBaseUrl(name)} />',
      '<img alt="d" src={alert(\'x\')} />',
      '',
    ].join('\n'),
    sourceFile: 'content/a.mdx',
    relPath: 'a.mdx',
    route: '/a',
    tocMin: 2,
    tocMax: 3,
  });
  assert.match(html, /<img alt="a" src="\/sub\/img\/a\.png">/);
  assert.match(html, /<img alt="b" src="\/sub\/img\/b\.png">/);
  assert.match(html, /<a href="https:\/\/example\.com\/x">ext<\/a>/);
  assert.match(html, /<a href="#top">top<\/a>/);
  // Not a literal argument, not the helper: the attribute is left out, with a warning each.
  assert.match(html, /<img alt="c">/);
  assert.match(html, /<img alt="d">/);
  assert.ok(
    warnings.some((w) => /`src` attribute of <img>/.test(w.message)),
    warnings.map((w) => w.message).join('\n'),
  );
  // A hostile path stays one attribute value: the sanitiser drops what is not a URL it allows.
  const hostile = [
    'javascript:alert(1)',
    '" onerror="x',
    '//evil.example/a',
    '../../../etc/passwd',
    "'><script>",
    '$(rm -rf /)`id`',
    'a\nb\r\nc',
    'a\u0000b',
  ];
  for (const path of hostile) {
    const out = await based({
      markdown: `import useBaseUrl from '@docusaurus/useBaseUrl';\n\n<img alt="h" src={useBaseUrl(${JSON.stringify(path)})} />\n`,
      sourceFile: 'content/h.mdx',
      relPath: 'h.mdx',
      route: '/h',
      tocMin: 2,
      tocMax: 3,
    });
    const images = selectAll('img', fromHtml(out.html, { fragment: true }));
    assert.equal(selectAll('script', fromHtml(out.html, { fragment: true })).length, 0, path);
    assert.equal(images.length, 1, path);
    assert.deepEqual(
      Object.keys(images[0].properties).sort(),
      path.startsWith('javascript:') ? ['alt'] : ['alt', 'src'],
      path,
    );
  }
});

/** Renders Markdown as the page `relPath` of a site under the base URL `/sub/`, content in `docs/`. */
async function pageUnderSub(relPath: string) {
  const render = createMarkdownRenderer(
    {
      routeByFile: new Map(),
      baseUrl: '/sub/',
      contentDir: 'docs',
      staticDir: 'static',
      islands: [],
      docs: [],
    },
    await createHighlighter(),
  );
  return (markdown: string) =>
    render({
      markdown,
      sourceFile: `docs/${relPath}`,
      relPath,
      route: `/${relPath.replace(/\.mdx?$/, '')}`,
      tocMin: 2,
      tocMax: 3,
    });
}

test("an imported media file is its URL, an asset of the page (Ory's `import webm from './demo.webm'`, then `<source src={webm} />`)", async () => {
  const page = await pageUnderSub('guide/a.mdx');
  const { html, assets, links, warnings } = await page(
    [
      "import webm from './_static/demo.webm';",
      "import poster from '@site/static/img/poster.png';",
      "import clip from 'some-package/clip.mp4';",
      '',
      '# A',
      '',
      '<video controls poster={poster}><source src={webm} type="video/webm" /><source src={clip} type="video/mp4" /></video>',
      '',
    ].join('\n'),
  );
  assert.match(
    html,
    /<video controls poster="\/sub\/img\/poster\.png"><source src="\/sub\/guide\/_static\/demo\.webm" type="video\/webm">/,
  );
  assert.deepEqual(
    assets.map((a) => [a.from, a.url]),
    [
      ['docs/guide/_static/demo.webm', '/guide/_static/demo.webm'],
      ['static/img/poster.png', '/img/poster.png'],
    ],
  );
  assert.deepEqual(
    links.filter((l) => l.target.startsWith('asset:')).map((l) => [l.target, l.line]),
    [
      ['asset:docs/guide/_static/demo.webm', 1],
      ['asset:static/img/poster.png', 2],
    ],
  );
  // A package's file is not served: unknown as before, its attribute left out with a warning.
  assert.match(html, /<source type="video\/mp4">/);
  assert.ok(
    warnings.some((w) => /clip/.test(w.message)),
    warnings.map((w) => w.message).join('\n'),
  );
});

test("require('./a.png').default in an attribute is the file's URL, an asset of the page, as Docusaurus makes it", async () => {
  const page = await pageUnderSub('guide/a.mdx');
  const { html, assets, links, warnings } = await page(
    [
      '# A',
      '',
      '<img alt="next" src={require("./img/next.png").default} />',
      '<img alt="static" src={require(\'@site/static/img/logo.svg\').default} />',
      '<img alt="docs" src={require(\'@site/docs/shared/pic.png\').default} />',
      '<img alt="up" src={require(\'../top.png\').default} />',
      '<img alt="pkg" src={require(\'some-package/x.png\').default} />',
      '<img alt="src" src={require(\'@site/src/x.png\').default} />',
      '<img alt="root" src={require("/static/img/box.png").default} />',
      '',
    ].join('\n'),
  );
  // A path from the root names a file of the site folder, as webpack resolves it (React Native Skia's).
  assert.match(html, /<img alt="root" src="\/sub\/img\/box\.png">/);
  assert.match(html, /<img alt="next" src="\/sub\/guide\/img\/next\.png">/);
  assert.match(html, /<img alt="static" src="\/sub\/img\/logo\.svg">/);
  assert.match(html, /<img alt="docs" src="\/sub\/shared\/pic\.png">/);
  assert.match(html, /<img alt="up" src="\/sub\/top\.png">/);
  assert.deepEqual(
    assets.map((a) => [a.from, a.url]),
    [
      ['docs/guide/img/next.png', '/guide/img/next.png'],
      ['static/img/logo.svg', '/img/logo.svg'],
      ['docs/shared/pic.png', '/shared/pic.png'],
      ['docs/top.png', '/top.png'],
      ['static/img/box.png', '/img/box.png'],
    ],
  );
  // Each is checked to exist, with the line that names it.
  assert.deepEqual(
    links.filter((l) => l.target.startsWith('asset:')).map((l) => [l.target, l.line]),
    [
      ['asset:docs/guide/img/next.png', 3],
      ['asset:static/img/logo.svg', 4],
      ['asset:docs/shared/pic.png', 5],
      ['asset:docs/top.png', 6],
      ['asset:static/img/box.png', 9],
    ],
  );
  // A package's file or one of src/ is not served: the attribute is left out, with a warning.
  assert.match(html, /<img alt="pkg">/);
  assert.match(html, /<img alt="src">/);
  assert.ok(warnings.some((w) => /`src` attribute of <img>/.test(w.message)));
  // Out of the content folder: the error names the line.
  await assert.rejects(page('<img alt="x" src={require("../../../etc/passwd").default} />\n'), (error) => {
    assert.ok(isDocgenError(error));
    assert.match(
      error.format(),
      /docs\/guide\/a\.mdx:1: The image "\.\.\/\.\.\/\.\.\/etc\/passwd" points outside the content folder/,
    );
    return true;
  });
  // Hostile names stay one attribute value, under the page's folder, or are refused.
  for (const name of [
    './" onerror="x.png',
    "./'><script>.png",
    './$(id)`x`.png',
    './a\nb.png',
    './%2e%2e/%2e%2e/x.png',
    './a\u0000b.png',
  ]) {
    const out = await page(`<img alt="h" src={require(${JSON.stringify(name)}).default} />\n`).catch(
      (error: unknown) => {
        assert.ok(isDocgenError(error), String(error));
        return undefined;
      },
    );
    if (!out) continue;
    const tree = fromHtml(out.html, { fragment: true });
    assert.equal(selectAll('script', tree).length, 0, name);
    const images = selectAll('img', tree);
    assert.equal(images.length, 1, name);
    const src = String(images[0].properties.src ?? '');
    assert.ok(src === '' || src.startsWith('/sub/guide/'), `${name} → ${src}`);
    for (const asset of out.assets)
      assert.ok(asset.from.startsWith('docs/guide/'), `${name} → ${asset.from}`);
  }
});

test('a JSX table in MDX keeps its rows and cells (tRPC’s example-apps table became <div>s)', async () => {
  const { html } = await render(
    [
      '<table>',
      '  <thead>',
      '    <tr>',
      '      <th>Description</th>',
      '      <th colSpan={2}>Links</th>',
      '    </tr>',
      '  </thead>',
      '  <tbody>',
      '    <tr>',
      '      <td>Cloudflare Workers example</td>',
      '      <td>',
      '        <a href="https://github.com/trpc/trpc/tree/main/examples/cloudflare-workers">',
      '          Source',
      '        </a>',
      '      </td>',
      '      <td onClick="alert(1)">x</td>',
      '    </tr>',
      '  </tbody>',
      '</table>',
      '',
      '<ul>',
      '  <li>one</li>',
      '</ul>',
      '',
    ].join('\n'),
    'guide/table.mdx',
  );
  const tree = fromHtml(html, { fragment: true });
  assert.equal(selectAll('table > thead > tr > th', tree).length, 2, html);
  assert.equal(selectAll('table > tbody > tr > td', tree).length, 3, html);
  assert.equal(selectAll('th[colspan="2"]', tree).length, 1, html);
  assert.equal(selectAll('table div', tree).length, 0, html);
  assert.equal(toString(selectAll('td a', tree)[0]!).trim(), 'Source');
  assert.equal(selectAll('ul > li', tree).length, 1, html);
  assert.doesNotMatch(html, /onclick|alert/i);
  // Cells and items each on a line of their own are no paragraph: a <p> in a <tr> or <ul> is
  // invalid HTML (the parser above moves it out of the table; the Nu checker stops at it).
  assert.doesNotMatch(html, /<p>\s*<(?:th|td|tr|li)[\s>]/, html);
});

test('`width="200px"` on an image (Testing Library\'s video thumbnails) is `width="200"`, as HTML has it, in JSX and in HTML', async () => {
  const jsx = await render(
    '<a href="https://youtu.be/x">\n  <img\n    width="200px"\n    height=" 150PX "\n    alt="video"\n    src="https://img.example/0.jpg"\n  />\n</a>\n\n<img width="50%" alt="half" src="https://img.example/1.jpg" />\n',
    'guide/video.mdx',
  );
  const images = selectAll('img', fromHtml(jsx.html, { fragment: true }));
  assert.deepEqual(
    images.map((img) => [img.properties.width, img.properties.height]),
    [
      [200, 150],
      ['50%', undefined],
    ],
    jsx.html,
  );
  assert.match(jsx.html, /<img[^>]* width="200"/);
  const html = await render(
    '<img width="120px" alt="raw" src="https://img.example/2.jpg">\n',
    'guide/raw.md',
  );
  assert.match(html.html, /<img[^>]* width="120"/, html.html);
  assert.doesNotMatch(html.html, /px"/);
});

test('an imported SVG used as a component (SVGR, as tRPC’s split-link diagram) is an image of the file', async () => {
  const page = await pageUnderSub('client/links/split.mdx');
  const { html, assets, links, warnings } = await page(
    [
      "import SplitLinkDiagram from '../../../static/img/split-link-diagram.svg';",
      "import Logo from '@site/static/img/logo.svg';",
      "import Local from './flow.svg';",
      '',
      '# Split link',
      '',
      '<div>',
      "  <SplitLinkDiagram style={{ width: '100%', height: '100%' }} />",
      '</div>',
      '',
      'Made by <Logo title="tRPC" className="logo" onClick={() => alert(1)} /> and <Local />.',
      '',
    ].join('\n'),
  );
  const tree = fromHtml(html, { fragment: true });
  const images = selectAll('img', tree).map((img) => [img.properties.src, img.properties.alt]);
  assert.deepEqual(images, [
    ['/sub/img/split-link-diagram.svg', ''],
    ['/sub/img/logo.svg', 'tRPC'],
    ['/sub/client/links/flow.svg', ''],
  ]);
  // The safe styles become a class, as on any HTML image; handlers never pass.
  const diagram = selectAll('img', tree)[0]!;
  assert.ok(
    String(diagram.properties.className ?? '').includes('docgen-style-'),
    String(diagram.properties.className),
  );
  assert.doesNotMatch(html, /onclick|alert|<svg|<script/i);
  assert.match(html, /<img src="\/sub\/img\/logo\.svg" class="logo" alt="tRPC">/);
  assert.deepEqual(
    assets.map((a) => a.from),
    ['static/img/split-link-diagram.svg', 'static/img/logo.svg', 'docs/client/links/flow.svg'],
  );
  // Each file is checked to exist, with the line of its import.
  assert.deepEqual(
    links.filter((l) => l.target.startsWith('asset:')).map((l) => [l.target, l.line]),
    [
      ['asset:static/img/split-link-diagram.svg', 1],
      ['asset:static/img/logo.svg', 2],
      ['asset:docs/client/links/flow.svg', 3],
    ],
  );
  assert.deepEqual(
    warnings.map((w) => w.message),
    [],
  );
  // An SVG docgen does not serve (a package's, one of src/) stays an unknown import: an error at its use.
  await assert.rejects(page("import Icon from '@site/src/icons/x.svg';\n\n<Icon />\n"), (error) => {
    assert.ok(isDocgenError(error));
    assert.match(error.message, /Unknown import `Icon` from "@site\/src\/icons\/x\.svg"/);
    return true;
  });
  // Out of the site: refused, naming the line.
  await assert.rejects(page("import X from '../../../../../etc/x.svg';\n\n<X />\n"), (error) => {
    assert.ok(isDocgenError(error));
    assert.match(
      error.format(),
      /split\.mdx:1: The image "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/etc\/x\.svg" points outside/,
    );
    return true;
  });
});

test('an imported SVG whose file name is hostile (quotes, markup, $(), newline, NUL) stays one src attribute', async () => {
  const page = await pageUnderSub('guide/a.mdx');
  // Written as JavaScript string contents: the escapes for a newline and a NUL put those in the path.
  const names = [
    './a"onerror="alert(1).svg',
    "./a\\'b.svg",
    './<script>x</script>.svg',
    './$(touch pwned).svg',
    './`id`.svg',
    './a\\nb.svg',
    './a\\u0000b.svg',
    './a b#c?d=e&f.svg',
    './javascript:alert(1).svg',
    '../../../static/img/x"><img src=x onerror=alert(1)>.svg',
  ];
  for (const name of names) {
    let html: string;
    try {
      ({ html } = await page(`import X from '${name}';\n\n<X />\n`));
    } catch (error) {
      assert.ok(isDocgenError(error), `${name}: ${String(error)}`);
      continue;
    }
    const images = selectAll('img', fromHtml(html, { fragment: true }));
    assert.equal(images.length, 1, `${name}: ${html}`);
    for (const element of selectAll('*', fromHtml(html, { fragment: true })))
      for (const key of Object.keys(element.properties))
        assert.doesNotMatch(key, /^on/i, `${name}: no handler in ${html}`);
    const src = String(images[0].properties.src);
    assert.match(src, /^\/sub\//, `${name}: ${src}`);
    // Quotes and markup stay inside the one attribute (escaped when written); no line break, NUL
    // or script URL gets in.
    assert.doesNotMatch(src, /[\n\r\0]|^javascript:/i, `${name}: ${src}`);
    assert.equal(selectAll('script', fromHtml(html, { fragment: true })).length, 0, name);
  }
});

test("onUnknownComponents 'warn': a component docgen cannot render is left out with a warning, its Markdown children kept", async () => {
  const markdown = [
    "import { DocSearch } from '@docsearch/react';",
    "import BrowserOnly from '@docusaurus/BrowserOnly';",
    '',
    '# Demo',
    '',
    '<DocSearch appId="A" apiKey="k" />',
    '',
    '<Highlight color="#f00">',
    '',
    'Kept **text**.',
    '',
    '</Highlight>',
    '',
    '<BrowserOnly>{() => <DocSearch appId="B" />}</BrowserOnly>',
    '',
    '<DocSearch appId="C" />',
    '',
    'After.',
    '',
  ].join('\n');
  const input = {
    markdown,
    sourceFile: 'content/demo.mdx',
    relPath: 'demo.mdx',
    route: '/demo',
    tocMin: 2,
    tocMax: 3,
  };
  const options = {
    routeByFile: new Map(),
    baseUrl: '/',
    contentDir: 'content',
    staticDir: 'static',
    islands: [],
    docs: [],
  };
  const highlighter = await createHighlighter();
  // The default: the first one stops the build, naming the file and line.
  await assert.rejects(createMarkdownRenderer(options, highlighter)(input), (e: unknown) => {
    assert.ok(isDocgenError(e));
    assert.equal(e.file, 'content/demo.mdx');
    assert.match(e.message, /Unknown import `DocSearch` from "@docsearch\/react"/);
    return true;
  });
  const { html, warnings } = await createMarkdownRenderer(
    { ...options, onUnknownComponent: 'warn' },
    highlighter,
  )(input);
  assert.match(html, /<p>Kept <strong>text<\/strong>\.<\/p>/);
  assert.match(html, /<p>After\.<\/p>/);
  assert.doesNotMatch(html, /appId|DocSearch|Highlight|BrowserOnly/);
  const messages = warnings.map((w) => `${w.file}:${w.line} ${w.message}`);
  // One warning per component (DocSearch twice on the page: said once), at its import or its line.
  assert.equal(messages.filter((m) => m.includes('`DocSearch`')).length, 1, messages.join('\n'));
  assert.ok(
    messages.some((m) => /^content\/demo\.mdx:1 Unknown import `DocSearch`.*left out/.test(m)),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => /^content\/demo\.mdx:8 Unknown component <Highlight>.*left out/.test(m)),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) => /Unknown import `BrowserOnly`/.test(m)),
    messages.join('\n'),
  );
});

test('an import holds for the whole page: <Tabs> written above its import line renders as tabs', async () => {
  const { html } = await render(
    [
      'Intro.',
      '',
      '<Tabs groupId="lang">',
      '<TabItem value="js" label="JavaScript">',
      '',
      'JS text.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
    ].join('\n'),
    'guide/a.mdx',
  );
  assert.match(html, /JavaScript/);
  assert.match(html, /<p>JS text\.<\/p>/);
  assert.match(html, /role="tab"/);
});

test('autolinks in MDX (<https://…>, <name@host>) are links, as in a .md page: MDX alone has none', async () => {
  const mdx = (markdown: string) =>
    renderer({ markdown, sourceFile: 'content/a.mdx', relPath: 'a.mdx', route: '/a', tocMin: 2, tocMax: 3 });
  const md = (markdown: string) =>
    renderer({ markdown, sourceFile: 'content/a.md', relPath: 'a.md', route: '/a', tocMin: 2, tocMax: 3 });
  const links = (html: string) =>
    selectAll('a', fromHtml(html, { fragment: true })).map((a) => [a.properties.href, toString(a)]);
  const text =
    'Write to <sales@genymobile.com> or see <https://example.com/a_b?x=1&y=2>, not `<a@b.co>`.\n\n```\n<c@d.co>\n```\n';
  const fromMdx = await mdx(text);
  assert.deepEqual(links(fromMdx.html), [
    ['mailto:sales@genymobile.com', 'sales@genymobile.com'],
    ['https://example.com/a_b?x=1&y=2', 'https://example.com/a_b?x=1&y=2'],
  ]);
  assert.deepEqual(links(fromMdx.html), links((await md(text)).html));
  assert.match(fromMdx.html, /<code>&#x3C;a@b\.co></);
  // A destination in angle brackets (Sequelize's `[joins](<https://…/Join_(SQL)>)`) is a link's, not an autolink.
  const destinations =
    'At the SQL level, [joins](<https://en.wikipedia.org/wiki/Join_(SQL)>) and [a ref][r].\n\n[r]: <https://example.com/r_(x)>\n';
  const expected = [
    ['https://en.wikipedia.org/wiki/Join_(SQL)', 'joins'],
    ['https://example.com/r_(x)', 'a ref'],
  ];
  assert.deepEqual(links((await mdx(destinations)).html), expected);
  assert.deepEqual(links((await md(destinations)).html), expected);
  // Hostile ones: a scheme docgen does not write loses its link (with the warning a .md page gets); nothing runs.
  for (const hostile of [
    '<javascript:alert(1)>',
    '<data:text/html,<script>>',
    '<x@y.z"onmouseover="alert(1)>',
    '<https://x.example/"><img src=x onerror=alert(1)>',
    '<vbscript:x>',
  ]) {
    const out = await mdx(`Go ${hostile} now.\n`).catch((error: unknown) => {
      assert.ok(isDocgenError(error), String(error));
      return undefined;
    });
    if (!out) continue;
    const tree = fromHtml(out.html, { fragment: true });
    assert.equal(selectAll('script, img', tree).length, 0, hostile);
    for (const a of selectAll('a', tree))
      assert.match(String(a.properties.href), /^(https?:|mailto:)/, hostile);
  }
});

test("webpack's raw-loader imports give the file's text (Docusaurus sites' <CodeBlock>{code}</CodeBlock>); a file outside the site or missing is a warning", async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-raw-loader-'));
  const outside = mkdtempSync(path.join(tmpdir(), 'docgen-raw-outside-'));
  try {
    mkdirSync(path.join(root, 'content/guide/_snippets'), { recursive: true });
    writeFileSync(
      path.join(root, 'content/guide/_snippets/define.ts'),
      'const a = "</pre><script>x</script>";\n',
    );
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    const render = await siteRenderer(root);
    const result = await render({
      markdown: [
        "import CodeBlock from '@theme/CodeBlock';",
        "import define from '!!raw-loader!./_snippets/define.ts';",
        "import site from 'raw-loader!@site/content/guide/_snippets/define.ts';",
        `import secret from '!!raw-loader!${path.relative(path.join(root, 'content/guide'), path.join(outside, 'secret.txt'))}';`,
        "import gone from '!!raw-loader!./_snippets/gone.ts';",
        '',
        '<CodeBlock language="ts" title="define.ts">{define}</CodeBlock>',
        '',
        '<CodeBlock language="ts">{site}</CodeBlock>',
        '',
        '<CodeBlock>{secret}</CodeBlock>',
        '',
        '<CodeBlock>{gone}</CodeBlock>',
        '',
      ].join('\n'),
      sourceFile: 'content/guide/a.mdx',
      relPath: 'guide/a.mdx',
      route: '/guide/a',
      tocMin: 2,
      tocMax: 3,
    });
    const tree = fromHtml(result.html, { fragment: true });
    const code = selectAll('pre code', tree).map((c) => toString(c));
    assert.deepEqual(code, [
      'const a = "</pre><script>x</script>";',
      'const a = "</pre><script>x</script>";',
      '',
      '',
    ]);
    assert.equal(selectAll('script', tree).length, 0);
    assert.doesNotMatch(result.html, /secret/);
    assert.deepEqual(
      result.warnings.map((w) => [w.line, /a file that is not in the site/.test(w.message)]),
      [
        [11, true],
        [13, true],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  }
});
