// The routes and page-data stages on the `basic` fixture, without rendering: content → route
// table → RouteData. Anchors and links are data the stages carry, not scraped from HTML.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { createHighlighter } from '../../src/content/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../src/content/markdown/processor.ts';
import { markdownOptions } from '../../src/content/markdown/markdown-options.ts';
import { loadOpenApi } from '../../src/openapi/load/load-openapi.ts';
import { checkSiteLinks } from '../../src/routes/check-links.ts';
import { createRoutes } from '../../src/routes/create-routes.ts';
import { buildRouteData, type RouteDataResult } from '../../src/routes/route-data.ts';
import { DocgenError } from '../../src/errors.ts';
import { fixturesDir } from '../helpers/fixtures.ts';

describe('src/routes/create-routes.ts, src/routes/route-data.ts', () => {
  const root = path.join(fixturesDir, 'basic');
  let data: RouteDataResult;
  let routes: string[];
  before(async () => {
    const { config } = await loadConfig(root);
    const content = await loadContent({ root, contentDir: config.contentDir });
    const apis = await Promise.all(config.openapi.map((source) => loadOpenApi(root, source)));
    const table = createRoutes({
      docs: content.docs,
      categories: content.categories,
      apis,
      contentDir: config.contentDir,
    });
    routes = table.pages.map((p) => p.route);
    const highlighter = await createHighlighter();
    data = await buildRouteData({
      table,
      config,
      renderMarkdown: createMarkdownRenderer(markdownOptions(config, content.docs, root), highlighter),
      highlighter,
    });
  });

  test('one RouteData per page of the route table, in its order', () => {
    assert.deepEqual(
      data.routes.map((r) => r.route),
      routes,
    );
    assert.ok(
      routes.includes('/') &&
        routes.includes('/guide/intro') &&
        routes.some((r) => r.startsWith('/reference/')),
    );
  });

  test('a doc page carries its anchors (suffixed duplicates included) and its links with source lines', () => {
    const intro = data.routes.find((r) => r.route === '/guide/intro')!;
    assert.equal(intro.kind, 'doc');
    assert.ok(
      intro.anchors.includes('set-up') && intro.anchors.includes('set-up-1'),
      intro.anchors.join(', '),
    );
    const link = data.links.find((l) => l.from === '/guide/intro' && l.target === '/guide/advanced');
    assert.ok(link, 'the relative link to advanced.md became a route');
    assert.equal(link.source, 'content/guide/intro.md');
    assert.equal(link.line, 7);
  });

  test('an API operation page carries the ids of its sections', () => {
    const op = data.routes.find((r) => r.kind === 'api-operation')!;
    for (const id of ['request', 'responses']) assert.ok(op.anchors.includes(id), `${op.route} has #${id}`);
  });

  test('the link check reads anchors off the page data', () => {
    const check = (target: string) =>
      checkSiteLinks({
        links: [{ target, raw: target, line: 3, source: 'x.md', from: '/' }],
        routes: data.routes,
        copies: [],
        assets: [],
        assetExists: () => false,
      });
    assert.doesNotThrow(() => check('/guide/intro#set-up-1'));
    assert.throws(
      () => check('/guide/intro#nope'),
      (error: DocgenError) => /no heading or anchor "#nope" on \/guide\/intro/.test(error.format()),
    );
    assert.throws(
      () => check('/nowhere'),
      (error: DocgenError) => /x\.md:3: \/nowhere: no page has this route/.test(error.format()),
    );
  });
});

describe('src/routes/route-data.ts: warnings in page order, however the renders are timed', () => {
  const root = path.join(fixturesDir, 'basic');

  /** The basic fixture's page data, its renders done in the reverse of the order they were asked for. */
  async function reversedRenders(
    markdownElsewhere: boolean,
  ): Promise<{ warnings: string[]; docs: string[] }> {
    const { config } = await loadConfig(root);
    const content = await loadContent({ root, contentDir: config.contentDir });
    const apis = await Promise.all(config.openapi.map((source) => loadOpenApi(root, source)));
    const table = createRoutes({
      docs: content.docs,
      categories: content.categories,
      apis,
      contentDir: config.contentDir,
    });
    const highlighter = await createHighlighter();
    const render = createMarkdownRenderer(markdownOptions(config, content.docs, root), highlighter);
    const asked: (() => void)[] = [];
    let flush: ReturnType<typeof setTimeout> | undefined;
    const data = await buildRouteData({
      table,
      config,
      highlighter,
      markdownElsewhere,
      // Each render warns, naming its text; the last asked is done first.
      renderMarkdown: async (input) => {
        await new Promise<void>((resolve) => {
          asked.push(resolve);
          clearTimeout(flush);
          flush = setTimeout(
            () =>
              asked
                .splice(0)
                .reverse()
                .forEach((done) => done()),
            5,
          );
        });
        const made = await render(input);
        const warning = new DocgenError(`rendered ${input.relPath || 'a description'}`, {
          file: input.sourceFile,
        });
        return { ...made, warnings: [warning] };
      },
    });
    const docs = table.pages.flatMap((p) => (p.kind === 'doc' ? [p.doc.file] : []));
    return { warnings: data.warnings.map((w) => w.format()), docs };
  }

  for (const markdownElsewhere of [false, true]) {
    test(`the pages' warnings come in the route table's order (renders started ${markdownElsewhere ? 'at once' : 'a few at a time'})`, async () => {
      const { warnings, docs } = await reversedRenders(markdownElsewhere);
      const pages = warnings.filter((w) => !w.includes('a description'));
      assert.deepEqual(
        pages.map((w) => w.split(':')[0]),
        docs,
        warnings.join('\n'),
      );
    });
  }
});
