// src/content/markdown/docusaurus-shims.ts: a Docusaurus site's own component that imports
// `@docusaurus/Link`, `useBaseUrl`, `useDocusaurusContext`, `BrowserOnly`, `Head`, `Translate`
// and `useIsBrowser` (Stencil's lifecycle chart, Metro's) renders in docgen as in Docusaurus'
// server render; the site's strings reach the shims as data, never as code.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';
import { shimSource } from '../../../src/content/markdown/docusaurus-shims.ts';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-shims-'));
after(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, 'src/components'), { recursive: true });
writeFileSync(
  path.join(root, 'src/components/Chart.tsx'),
  `import React, { useState } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Head from '@docusaurus/Head';
import Translate, { translate } from '@docusaurus/Translate';

export default function Chart() {
  const [step] = useState('init');
  const { siteConfig } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <div className="chart" data-step={step}>
      <Head><title>ignored</title></Head>
      <p className="site">{siteConfig.title} / {siteConfig.tagline} / {siteConfig.baseUrl}</p>
      <Link to="/guide/intro" className="root" isNavLink activeClassName="on">Intro</Link>
      <Link to="#load" className="hash">Load</Link>
      <Link href="https://stenciljs.com/" className="out">Out</Link>
      <Link to="reactive-data" className="relative">Relative</Link>
      <img className="logo" src={useBaseUrl('/img/logo.svg')} alt="" />
      <img className="abs" src={useBaseUrl('/img/a.png', { absolute: true })} alt="" />
      <a className="utils" href={withBaseUrl('/x')}>x</a>
      <p className="browser">{useIsBrowser() ? 'browser' : 'server'}</p>
      <BrowserOnly fallback={<span className="fallback">Loading</span>}>{() => <span>live</span>}</BrowserOnly>
      <p className="translated"><Translate values={{ n: 3 }}>{'Found {n} items'}</Translate> {translate({ message: 'Hi {who}', values: { who: 'you' } })}</p>
    </div>
  );
}
`,
);

test("a Docusaurus site's component renders with docgen's shims of @docusaurus/* (base URL, site config, server-side behaviour)", async () => {
  const render = createMarkdownRenderer(
    {
      routeByFile: new Map(),
      baseUrl: '/docs/',
      origin: 'https://stenciljs.com',
      site: { title: 'Stencil', tagline: 'Build. Distribute.' },
      contentDir: 'content',
      staticDir: 'static',
      islands: [],
      componentFiles: { root, files: { Chart: './src/components/Chart.tsx' } },
    },
    await createHighlighter(),
  );
  const page = await render({
    markdown: 'Intro.\n\n<Chart />\n',
    sourceFile: 'content/a.mdx',
    relPath: 'a.mdx',
    route: '/a',
    tocMin: 2,
    tocMax: 3,
  });
  const tree = fromHtml(page.html, { fragment: true });
  const chart = select('div.chart', tree)!;
  assert.ok(chart, page.html);
  assert.equal(chart.properties.dataStep, 'init');
  assert.equal(toString(select('.site', chart)!), 'Stencil / Build. Distribute. / /docs/');
  const href = (cls: string) => select(`a.${cls}`, chart)?.properties.href;
  assert.equal(href('root'), '/docs/guide/intro', 'a root-relative path gets the base URL');
  assert.equal(href('hash'), '#load');
  assert.equal(href('out'), 'https://stenciljs.com/');
  assert.equal(href('relative'), 'reactive-data');
  assert.equal(href('utils'), '/docs/x');
  const link = select('a.root', chart)!;
  assert.deepEqual(
    Object.keys(link.properties).sort(),
    ['className', 'href'],
    'Docusaurus-only props (isNavLink, activeClassName) are not attributes',
  );
  assert.equal(select('img.logo', chart)?.properties.src, '/docs/img/logo.svg');
  assert.equal(select('img.abs', chart)?.properties.src, 'https://stenciljs.com/docs/img/a.png');
  assert.equal(toString(select('.browser', chart)!), 'server');
  assert.equal(toString(select('.fallback', chart)!), 'Loading');
  assert.equal(selectAll('title', tree).length, 0, '<Head> adds nothing to the page');
  assert.equal(toString(select('.translated', chart)!), 'Found 3 items Hi you');
  assert.deepEqual(page.warnings, []);
});

const renderWith = async (files: Record<string, string>, onUnknownComponent?: 'throw' | 'warn') =>
  createMarkdownRenderer(
    {
      routeByFile: new Map(),
      baseUrl: '/',
      contentDir: 'content',
      staticDir: 'static',
      islands: [],
      componentFiles: { root, files },
      onUnknownComponent,
    },
    await createHighlighter(),
  );

test("a component built on @theme/Tabs and @theme/CodeBlock (tRPC's InstallSnippet) renders the tabs and code blocks of MDX pages, numbered per page", async () => {
  writeFileSync(
    path.join(root, 'src/components/InstallSnippet.tsx'),
    `import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import React from 'react';

export function InstallSnippet(props: { pkgs: string[] | string }) {
  const pkgs = Array.isArray(props.pkgs) ? props.pkgs.join(' ') : props.pkgs;
  const snippets: Record<string, string> = { npm: \`npm install \${pkgs}\`, yarn: \`yarn add \${pkgs}\`, pnpm: \`pnpm add \${pkgs}\` };
  return (
    <Tabs defaultValue="yarn" values={[{ value: 'pnpm', label: <img src="/pnpm.svg" alt="pnpm (fast)" /> }]}>
      {Object.entries(snippets).map(([key, value]) => (
        <TabItem key={key} value={key} label={key === 'pnpm' ? undefined : key}>
          <CodeBlock language="bash" title="shell">{value + '\\n'}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
`,
  );
  const render = await renderWith({ InstallSnippet: './src/components/InstallSnippet.tsx' });
  const page = await render({
    markdown: [
      '<InstallSnippet pkgs="@trpc/server zod" />',
      '',
      'And again:',
      '',
      '<InstallSnippet pkgs={["a<b>", "c\\"d"]} />',
      '',
    ].join('\n'),
    sourceFile: 'content/install.mdx',
    relPath: 'install.mdx',
    route: '/install',
    tocMin: 2,
    tocMax: 3,
  });
  assert.deepEqual(page.warnings, []);
  const tree = fromHtml(page.html, { fragment: true });
  const groups = selectAll('div.code-tabs[data-tabs]', tree);
  assert.equal(groups.length, 2, page.html);
  const [first, second] = groups;
  assert.deepEqual(
    selectAll('[role="tab"]', first!).map((tab) => [toString(tab), tab.properties.ariaSelected]),
    [
      ['npm', 'false'],
      ['yarn', 'true'],
      ['pnpm (fast)', 'false'],
    ],
    "labels from the items or `values` (an image's alt text); `defaultValue` is the one shown",
  );
  // Numbered in the page's order, the same in every build, each tab pointing at its panel.
  assert.deepEqual(
    groups.map((g) => selectAll('[role="tab"]', g).map((tab) => tab.properties.id)),
    [
      ['component-tabs-1-tab-0', 'component-tabs-1-tab-1', 'component-tabs-1-tab-2'],
      ['component-tabs-2-tab-0', 'component-tabs-2-tab-1', 'component-tabs-2-tab-2'],
    ],
  );
  for (const tab of selectAll('[role="tab"]', tree))
    assert.equal(select(`#${String(tab.properties.ariaControls)}`, tree)?.properties.role, 'tabpanel');
  // The code blocks are the Markdown's: highlighted, with their title and copy button.
  const code = select('.is-active .code-block[data-lang="bash"]', first!);
  assert.ok(code, page.html);
  assert.equal(toString(select('pre', code)!), 'yarn add @trpc/server zod');
  assert.equal(toString(select('.code-block__title', code)!), 'shell');
  assert.ok(select('button.copy-button', code));
  // The props' text is text: no markup from it.
  assert.equal(toString(select('.is-active pre', second!)!), 'yarn add a<b> c"d');
  assert.equal(selectAll('b', second!).length, 0);
  assert.doesNotMatch(page.html, /__docgenComponentTabs|<docgen-/);

  // The same markup as an MDX page's own <Tabs> (remark-mdx-components.ts), ids apart.
  const mdx = await render({
    markdown: [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs defaultValue="yarn" values={[{ value: "pnpm", label: "pnpm (fast)" }]}>',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash title="shell"',
      'npm install @trpc/server zod',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="yarn" label="yarn">',
      '',
      '```bash title="shell"',
      'yarn add @trpc/server zod',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="pnpm">',
      '',
      '```bash title="shell"',
      'pnpm add @trpc/server zod',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    ].join('\n'),
    sourceFile: 'content/tabs.mdx',
    relPath: 'tabs.mdx',
    route: '/tabs',
    tocMin: 2,
    tocMax: 3,
  });
  const shape = (html: string) =>
    html
      .replace(/<div class="code-block-wrap[^]*?<\/div>\s*<\/div>/g, '')
      .replace(/(?:mdx|component)-tabs-\d+/g, 'ID')
      .replace(/<pre[^]*?<\/pre>/g, 'CODE')
      .replace(/>\s+</g, '><');
  const ours = toHtml(select('div.code-tabs', fromHtml(page.html, { fragment: true }))!);
  const theirs = toHtml(select('div.code-tabs', fromHtml(mdx.html, { fragment: true }))!);
  assert.equal(shape(ours), shape(theirs));
});

test("a component's children are its components' elements, as in MDX (TypeORM's DatabaseTabs checks their type and draws tabs); one that throws is a warning at its line, its children kept, or with `throw` an error", async () => {
  writeFileSync(
    path.join(root, 'src/components/DatabaseTabs.tsx'),
    `import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
export const DatabaseTab = (_: { value: string; children?: React.ReactNode }): null => null;
export function DatabaseTabs({ children }: { children?: React.ReactNode }) {
  const entries = React.Children.toArray(children).map((child, i) => {
    if (!React.isValidElement(child) || child.type !== DatabaseTab) throw new Error(\`child \${i} is not a <DatabaseTab>\`);
    return child.props as { value: string; children?: React.ReactNode };
  });
  return (
    <Tabs values={entries.map(({ value }) => ({ value, label: <img src={'/' + value + '.svg'} alt={value.toUpperCase()} /> }))}>
      {entries.map(({ value, children }) => <TabItem key={value} value={value}>{children}</TabItem>)}
    </Tabs>
  );
}
export function Broken({ children }: { children?: React.ReactNode }) {
  return <p>{(globalThis as unknown as { window: Window }).window.location.href}{children}</p>;
}
`,
  );
  const file = './src/components/DatabaseTabs.tsx';
  const render = await renderWith({ DatabaseTabs: file, DatabaseTab: file, Broken: file }, 'warn');
  const input = (markdown: string[]) => ({
    markdown: markdown.join('\n'),
    sourceFile: 'content/setup.mdx',
    relPath: 'setup.mdx',
    route: '/setup',
    tocMin: 2,
    tocMax: 3,
  });
  const tabs = await render(
    input([
      '# Setup',
      '',
      '<DatabaseTabs>',
      '<DatabaseTab value="mysql">',
      '',
      'Use **InnoDB**.',
      '',
      '</DatabaseTab>',
      '<DatabaseTab value="postgres">',
      '',
      'Use `SERIAL`.',
      '',
      '</DatabaseTab>',
      '</DatabaseTabs>',
      '',
    ]),
  );
  assert.deepEqual(tabs.warnings, []);
  let tree = fromHtml(tabs.html, { fragment: true });
  assert.deepEqual(
    selectAll('[role="tab"]', tree).map((tab) => toString(tab)),
    ['MYSQL', 'POSTGRES'],
  );
  assert.equal(toString(select('[role="tabpanel"].is-active strong', tree)!), 'InnoDB');
  assert.equal(toString(select('[role="tabpanel"]:not(.is-active) code', tree)!), 'SERIAL');

  const broken = input([
    '# Setup',
    '',
    'Before.',
    '',
    '<Broken>',
    '',
    'Kept **text**.',
    '',
    '<DatabaseTabs>',
    '<DatabaseTab value="mysql">',
    '',
    'Inner.',
    '',
    '</DatabaseTab>',
    '</DatabaseTabs>',
    '</Broken>',
    '',
  ]);
  const page = await render(broken);
  assert.deepEqual(
    page.warnings.map((w) => [w.message, w.file, w.line]),
    [
      [
        "The component <Broken> threw while rendering: Cannot read properties of undefined (reading 'location') It is left out (`onUnknownComponents: 'warn'`).",
        'content/setup.mdx',
        5,
      ],
    ],
  );
  tree = fromHtml(page.html, { fragment: true });
  assert.equal(toString(select('strong', tree)!), 'text', 'its Markdown children are kept');
  assert.equal(toString(select('[role="tab"]', tree)!), 'MYSQL', 'and the components among them rendered');
  assert.match(toString(tree), /Before\./);

  const strict = await renderWith({ DatabaseTabs: file, DatabaseTab: file, Broken: file }, 'throw');
  await assert.rejects(strict(broken), (error: Error & { file?: string; line?: number }) => {
    assert.equal(error.name, 'DocgenError');
    assert.equal(
      error.message,
      "The component <Broken> threw while rendering: Cannot read properties of undefined (reading 'location')",
    );
    assert.deepEqual([error.file, error.line], ['content/setup.mdx', 5]);
    assert.match(
      (error as { hint?: string }).hint ?? '',
      /set `onUnknownComponents: 'warn'` in docgen\.config\.ts/,
    );
    return true;
  });
});

test("a component's @theme/Admonition is the page's admonition box, @theme/Heading its heading, @docusaurus/router's location the page's (Kysely's getting-started sections)", async () => {
  writeFileSync(
    path.join(root, 'src/components/Section.tsx'),
    `import React from 'react';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import { useLocation } from '@docusaurus/router';
export function Section({ kind }: { kind: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <Heading as="h3" id="setup">Set up</Heading>
      <p className="where">{pathname}|{search}</p>
      <Admonition type={kind} title={<>But <em>wait</em></>}>
        <p>More.</p>
      </Admonition>
      <Admonition type="secondary"><p>Plain.</p></Admonition>
    </>
  );
}
`,
  );
  const render = await renderWith({ Section: './src/components/Section.tsx' });
  const page = await render({
    markdown: '<Section kind="important" />\n',
    sourceFile: 'content/guide/setup.mdx',
    relPath: 'guide/setup.mdx',
    route: '/guide/setup',
    tocMin: 2,
    tocMax: 3,
  });
  assert.deepEqual(page.warnings, []);
  const tree = fromHtml(page.html, { fragment: true });
  assert.equal(toString(select('h3#setup', tree)!), 'Set up');
  assert.equal(toString(select('.where', tree)!), '/guide/setup|');
  const boxes = selectAll('aside.admonition', tree);
  assert.deepEqual(
    boxes.map((box) => [String(box.properties.className), toString(select('.admonition-title', box)!)]),
    [
      ['admonition,admonition-info', 'But wait'],
      ['admonition,admonition-note', 'Note'],
    ],
  );
  assert.equal(toString(select('em', boxes[0]!)!), 'wait');
  assert.equal(toString(select('p:not(.admonition-title)', boxes[0]!)!), 'More.');
  assert.doesNotMatch(page.html, /<docgen-/);
  // The same box as a page's own <Admonition> (remark-mdx-components.ts).
  const own = await render({
    markdown:
      'import Admonition from \'@theme/Admonition\';\n\n<Admonition type="important" title="But wait">\n\nMore.\n\n</Admonition>\n',
    sourceFile: 'content/own.mdx',
    relPath: 'own.mdx',
    route: '/own',
    tocMin: 2,
    tocMax: 3,
  });
  const theirs = select('aside', fromHtml(own.html, { fragment: true }))!;
  assert.equal(String(theirs.properties.className), String(boxes[0]!.properties.className));
});

test("the site's strings enter the shims' code as JSON data: hostile titles and base URLs stay strings", async () => {
  const { transform } = await import('esbuild');
  const hostile = fc.oneof(
    fc.string(),
    fc.constantFrom(
      "'; process.exit(1); '",
      '`${process.exit(1)}`',
      '\u2028\u2029</script><script>alert(1)</script>',
      '"}); globalThis.pwned = 1; ({"',
      '\\',
      '\u0000',
    ),
  );
  await fc.assert(
    fc.asyncProperty(hostile, hostile, hostile, async (title, tagline, base) => {
      const site = { baseUrl: `/${base}/`, title, tagline, url: `https://x.example/${base}` };
      const code = shimSource('@docusaurus/useDocusaurusContext', site);
      // Valid JavaScript whatever the strings, and the values read back unchanged.
      await transform(code, { loader: 'js', format: 'esm' });
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
        default: () => { siteConfig: { title: string; tagline: string } };
      };
      const { siteConfig } = module.default();
      assert.equal(siteConfig.title, title);
      assert.equal(siteConfig.tagline, tagline);
      await transform(shimSource('@docusaurus/useBaseUrl', site), { loader: 'js', format: 'esm' });
      assert.equal((globalThis as { pwned?: number }).pwned, undefined);
    }),
    { seed: 20, numRuns: 120 },
  );
});

test('hostile strings a component gives its theme components (tab labels and values, code titles and text, admonition titles) stay text', async () => {
  writeFileSync(
    path.join(root, 'src/components/Echo.tsx'),
    `import React from 'react';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
export function Echo({ text }: { text: string }) {
  return (
    <Tabs groupId={text} queryString>
      <TabItem value={text} label={text}><CodeBlock language={text} title={text}>{text}</CodeBlock></TabItem>
      <TabItem value="b"><Admonition type={text} title={text}>{text}</Admonition></TabItem>
    </Tabs>
  );
}
`,
  );
  const render = await renderWith({ Echo: './src/components/Echo.tsx' });
  const hostile = fc.oneof(
    fc.string({ minLength: 1 }),
    fc.constantFrom(
      '</pre><script>alert(1)</script>',
      '__docgenComponentTabs1__',
      '"><img src=x onerror=alert(1)>',
      '<docgen-tabs data-props="{}">',
      'title="x" showLineNumbers',
      '{1,3}',
      '\u2028\u0000',
    ),
  );
  await fc.assert(
    fc.asyncProperty(hostile, async (text) => {
      const page = await render({
        markdown: `<Echo text={${JSON.stringify(text)}} />\n`,
        sourceFile: 'content/echo.mdx',
        relPath: 'echo.mdx',
        route: '/echo',
        tocMin: 2,
        tocMax: 3,
      });
      const tree = fromHtml(page.html, { fragment: true });
      // The markup is docgen's whatever the text: two tabs, one code block, one box, no script.
      assert.equal(selectAll('[role="tab"]', tree).length, 2, page.html);
      assert.equal(selectAll('pre', tree).length, 1, page.html);
      assert.equal(selectAll('aside.admonition', tree).length, 1, page.html);
      assert.equal(selectAll('script, img, docgen-tabs, [onerror]', tree).length, 0, page.html);
      // And each string is text where it lands (HTML drops NUL from text, makes it U+FFFD in attributes).
      const inText = text.replaceAll('\u0000', '');
      assert.equal(toString(select('[role="tab"]', tree)!), inText);
      assert.equal(select('[data-tabs]', tree)?.properties.dataQueryKey, text.replaceAll('\u0000', '\uFFFD'));
      assert.equal(toString(select('pre', tree)!), inText.replace(/^\n+|\s+$/g, ''));
      assert.equal(toString(select('.admonition-title', tree)!), inText);
    }),
    { seed: 211, numRuns: 60 },
  );
});
