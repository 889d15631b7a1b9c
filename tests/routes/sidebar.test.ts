// src/routes/sidebar.ts and navigation.ts: pure tree building, ordering, breadcrumbs, prev/next.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toSourceDoc } from '../../src/content/load-content.ts';
import { createRoutes } from '../../src/routes/create-routes.ts';
import { breadcrumbsFor, prevNextFor } from '../../src/routes/navigation.ts';
import fc from 'fast-check';
import { buildSidebar, findDocById, flattenSidebar, sidebarTrail } from '../../src/routes/sidebar.ts';
import type { CategoryMeta, SidebarCategory, SidebarItem } from '../../src/types.ts';

const doc = (rel: string, fm = '') => toSourceDoc(`---\n${fm}\n---\n\nBody\n`, `content/${rel}`, rel);

describe('src/routes/sidebar.ts', () => {
  const docs = [
    doc('index.md', 'title: Home\nsidebar_position: 1'),
    doc('b/two.md', 'title: Two\nsidebar_position: 2'),
    doc('b/one.md', 'title: One\nsidebar_position: 1'),
    doc('a/index.md', 'title: A guide'),
    doc('a/z.md', 'title: Zed'),
  ];
  const categories = new Map<string, CategoryMeta>([
    ['b', { label: 'Bee', position: 2, link: { type: 'generated-index', title: 'All of B' } }],
    ['a', { position: 3 }],
  ]);
  const result = buildSidebar({
    docs,
    categories,
    apis: [
      {
        route: '/b/api',
        label: 'API',
        position: 9,
        entries: [{ label: 'Get thing', route: '/b/api/get-thing', method: 'get' }],
      },
    ],
  });

  test('orders by position, folders become categories, index docs link their category', () => {
    assert.deepEqual(
      flattenSidebar(result.sidebar).map((e) => e.route),
      ['/', '/b', '/b/one', '/b/two', '/b/api', '/b/api/get-thing', '/a', '/a/z'],
    );
    assert.deepEqual(
      result.generatedIndexes.map((g) => g.route),
      ['/b'],
    );
    assert.deepEqual(
      result.apiIndexes.map((g) => g.route),
      ['/b/api'],
    );
    const a = result.sidebar.find((i) => i.type === 'category' && i.route === '/a');
    assert.equal(a?.label, 'A guide');
  });

  test('breadcrumbs and prev/next follow the sidebar', () => {
    assert.deepEqual(breadcrumbsFor(result.sidebar, '/b/api/get-thing', 'Get thing'), [
      { label: 'Home', route: '/' },
      { label: 'Bee', route: '/b' },
      { label: 'API', route: '/b/api' },
      { label: 'Get thing' },
    ]);
    assert.deepEqual(prevNextFor(result.sidebar, '/b/one'), {
      prev: { label: 'Bee', route: '/b' },
      next: { label: 'Two', route: '/b/two' },
    });
  });
});

test("src/routes/create-routes.ts: docs below a routeBasePath get a generated home with the site's title and tagline", () => {
  const docs = [toSourceDoc('---\ntitle: Intro\n---\n\nBody\n', 'content/intro.md', 'intro.md', '/docs')];
  const home = (input: Partial<Parameters<typeof createRoutes>[0]>) =>
    createRoutes({
      docs,
      categories: new Map(),
      apis: [],
      contentDir: 'content',
      routeBasePath: '/docs',
      ...input,
    }).pages.find((p) => p.route === '/');
  const plan = home({ home: { title: 'DocSearch', description: 'Search for docs.' } });
  assert.ok(plan?.kind === 'generated-index');
  assert.deepEqual([plan.title, plan.description], ['DocSearch', 'Search for docs.']);
  // Without the site's (a docs version's own home), as before.
  const versionHome = home({ generatedHome: true });
  assert.ok(versionHome?.kind === 'generated-index');
  assert.equal(versionHome.title, 'Home');
});

test('src/routes/sidebar.ts: sidebarTrail finds the first item with the route, as a search of the tree does (fixed-seed fuzz)', () => {
  // The definition the one-walk index must keep: the first item in reading order (a category
  // before its children) whose route it is, and the categories down to it.
  const searched = (items: SidebarItem[], route: string): SidebarCategory[] | undefined => {
    for (const item of items) {
      if (item.route === route) return item.type === 'category' ? [item] : [];
      if (item.type !== 'category') continue;
      const below = searched(item.items, route);
      if (below) return [item, ...below];
    }
    return undefined;
  };
  // Few routes, so that the same route sits in many places (a link and a category, at every depth).
  const route = fc.constantFrom('/a', '/b', '/c', '/d', '/e');
  const { item } = fc.letrec<{ item: SidebarItem }>((tie) => ({
    item: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ type: fc.constant('link' as const), label: fc.string(), route }),
      fc.record(
        {
          type: fc.constant('category' as const),
          label: fc.string(),
          route,
          collapsed: fc.boolean(),
          items: fc.array(tie('item'), { maxLength: 4 }),
        },
        { requiredKeys: ['type', 'label', 'collapsed', 'items'] },
      ),
    ),
  }));
  fc.assert(
    fc.property(fc.array(item, { maxLength: 5 }), route, (sidebar, wanted) => {
      assert.deepEqual(sidebarTrail(sidebar, wanted), searched(sidebar, wanted) ?? []);
    }),
    { seed: 36, numRuns: 400 },
  );
});

test("src/routes/sidebar.ts: a doc id with a version's prefix (Socket.IO's `version-3.x/server-api`) is that version's doc", () => {
  // Docusaurus 1's migration wrote versioned sidebars so, and Docusaurus 2 reads them.
  const docs = [doc('server-api.md', 'title: Server API'), doc('01-guide/index.md', 'title: Guide')];
  assert.equal(findDocById(docs, 'version-3.x/server-api')?.title, 'Server API');
  assert.equal(findDocById(docs, 'version-3.x/guide/index')?.title, 'Guide');
  assert.equal(findDocById(docs, 'version-3.x/nope'), undefined);
  assert.equal(findDocById(docs, 'version-/server-api'), undefined, 'no version name');
  // A folder really named so is found first.
  const named = [doc('version-2/a.md', 'title: Folder'), doc('a.md', 'title: Root')];
  assert.equal(findDocById(named, 'version-2/a')?.title, 'Folder');
});
