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
