// `## Title {#id}` in a page read as MDX (an `import` line, a component tag): the id is the one
// written, as in CommonMark pages and in Docusaurus 3, instead of an acorn parse error.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { createHighlighter } from '../../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/content/markdown/processor.ts';

const renderer = createMarkdownRenderer(
  {
    routeByFile: new Map([['guide/index.md', '/guide']]),
    baseUrl: '/',
    contentDir: 'content',
    staticDir: 'static',
    islands: [],
    docs: [],
  },
  await createHighlighter(),
);
const render = (markdown: string) =>
  renderer({
    markdown,
    sourceFile: 'content/guide/index.md',
    relPath: 'guide/index.md',
    route: '/guide',
    tocMin: 2,
    tocMax: 3,
  });

const PAGE = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

## Install the CLI {#install}

> ### Quoted {#quoted-id}

<Tabs>
  <TabItem value="npm" label="npm">

  ### With npm {#with-npm}

  \`\`\`bash
  # keep {#this-comment} as written
  npm i thing
  \`\`\`

  </TabItem>
</Tabs>

## Closed heading {#closed} ##

## No id here
`;

test('heading ids beside an import: ids, TOC and text as written, code untouched', async () => {
  const { html, toc, anchors } = await render(PAGE);
  const tree = fromHtml(html, { fragment: true });
  // A heading's own text, without its `#` anchor link.
  const text = (id: string) => {
    const heading = select(`#${id}`, tree) as Element;
    return toString({ ...heading, children: heading.children.filter((c) => c.type === 'text') });
  };
  assert.equal(select('#install', tree)?.tagName, 'h2');
  assert.equal(text('install'), 'Install the CLI');
  assert.equal(text('quoted-id'), 'Quoted');
  assert.equal(text('with-npm'), 'With npm');
  assert.equal(text('closed'), 'Closed heading');
  assert.equal(text('no-id-here'), 'No id here');
  assert.ok(!html.includes('\\{'), 'no escape is shown');
  assert.equal(toString(select('pre', tree)!).includes('# keep {#this-comment} as written'), true);
  assert.deepEqual(
    toc.map((t) => [t.id, t.text]),
    [
      ['install', 'Install the CLI'],
      ['quoted-id', 'Quoted'],
      ['with-npm', 'With npm'],
      ['closed', 'Closed heading'],
      ['no-id-here', 'No id here'],
    ],
  );
  for (const id of ['install', 'quoted-id', 'with-npm', 'closed']) assert.ok(anchors.includes(id), id);
  assert.equal(selectAll('h2, h3', tree).length, 5);
});
