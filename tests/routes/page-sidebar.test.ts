// src/routes/page-sidebar.ts: which sidebar a page shows (the first that holds it, as Docusaurus,
// however many a sidebars file has; the folder tree's everywhere) and src/routes/navbar-sidebars.ts:
// `docSidebar` items, and the sidebar `doc` items are marked by.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocgenError } from '../../src/errors.ts';
import { resolveSidebarLinks } from '../../src/routes/navbar-sidebars.ts';
import { firstPageOf, sidebarFor } from '../../src/routes/page-sidebar.ts';
import type { NamedSidebar, NavbarItem } from '../../src/types.ts';

const link = (route: string) => ({ type: 'link' as const, label: route, route });
const sidebars: NamedSidebar[] = [
  { name: 'docs', items: [link('/intro'), link('/shared')] },
  {
    name: 'api',
    items: [
      {
        type: 'category',
        label: 'API',
        route: '/api',
        collapsed: true,
        items: [link('/api/a'), link('/shared')],
      },
      link('https://example.com'),
    ],
  },
];

test('a page shows the first sidebar that holds it, a category page included; none if none', () => {
  assert.equal(sidebarFor(sidebars, '/intro')?.name, 'docs');
  assert.equal(sidebarFor(sidebars, '/shared')?.name, 'docs');
  assert.equal(sidebarFor(sidebars, '/api')?.name, 'api');
  assert.equal(sidebarFor(sidebars, '/api/a')?.name, 'api');
  assert.equal(sidebarFor(sidebars, '/changelog'), undefined);
  // One sidebar of a sidebars file: a page it does not list shows none, as in Docusaurus.
  assert.equal(sidebarFor(sidebars.slice(0, 1), '/intro')?.name, 'docs');
  assert.equal(sidebarFor(sidebars.slice(0, 1), '/changelog'), undefined);
  // The folder tree's sidebar (no sidebars file, named ""): every page shows it.
  const tree: NamedSidebar[] = [{ name: '', items: [link('/intro')] }];
  assert.equal(sidebarFor(tree, '/changelog'), tree[0]);
  assert.equal(firstPageOf(sidebars[1]!), '/api');
});

test('an API page no sidebar lists shows the sidebar that lists its API, else the first', () => {
  // An older version's operation, a changelog: their API's route is /api, which `api` holds.
  assert.equal(sidebarFor(sidebars, '/api/v1/a', '/api')?.name, 'api');
  assert.equal(sidebarFor(sidebars, '/api/changelog/v1-to-v2', '/api')?.name, 'api');
  // A page listed somewhere keeps its own sidebar.
  assert.equal(sidebarFor(sidebars, '/intro', '/api')?.name, 'docs');
  // An API no sidebar lists: the first sidebar, where the build adds API references.
  assert.equal(sidebarFor(sidebars, '/other/op', '/other')?.name, 'docs');
  assert.equal(sidebarFor(sidebars.slice(1), '/other/op', '/other')?.name, 'api');
});

test('docSidebar items get the route of their first page and keep their key; others stay as they are', () => {
  const items: NavbarItem[] = [
    { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
    { type: 'link', label: 'GitHub', href: 'https://github.com', position: 'right' },
  ];
  assert.deepEqual(resolveSidebarLinks(items, sidebars, {}), [
    { type: 'docSidebar', sidebarId: 'api', label: 'API', route: '/api', position: 'left' },
    items[1],
  ]);
  const plain = items.slice(1);
  assert.equal(resolveSidebarLinks(plain, sidebars, {}), plain, 'the same items when none names a sidebar');
  assert.throws(
    () =>
      resolveSidebarLinks(
        [{ type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' }],
        [{ name: '', items: [link('/intro')] }],
        { config: 'docgen.config.ts' },
      ),
    (error: DocgenError) => {
      assert.equal(error.file, 'docgen.config.ts');
      assert.equal(error.pointer, 'navbar.items[0].sidebarId');
      assert.match(error.message, /the sidebar "api", but the site has no sidebars file/);
      return true;
    },
  );
});

test("doc items take their page's sidebar on a site with a sidebars file; on the folder tree's, none", () => {
  const items: NavbarItem[] = [
    { type: 'doc', label: 'Intro', route: '/intro', position: 'left' },
    { type: 'doc', label: 'A', route: '/api/a', position: 'left' },
    { type: 'doc', label: 'Nowhere', route: '/nowhere', position: 'left' },
    { type: 'link', label: 'GitHub', href: 'https://github.com', position: 'right' },
  ];
  assert.deepEqual(resolveSidebarLinks(items, sidebars, {}), [
    { ...items[0], sidebarId: 'docs' },
    { ...items[1], sidebarId: 'api' },
    items[2],
    items[3],
  ]);
  // One sidebar for every page (no sidebars file): marking by it would mark every item everywhere.
  const tree: NamedSidebar[] = [{ name: '', items: [link('/intro'), link('/api/a')] }];
  assert.equal(resolveSidebarLinks(items, tree, {}), items, 'the same items, none marked by a sidebar');
});
