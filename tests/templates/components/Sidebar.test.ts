// templates/components/Sidebar.tsx: every category's list has its own id, the same in each page and
// in the full menu. Ory's seventeen sidebars each hold categories such as "Guides" at one level
// without a page: their lists shared an id (the Nu HTML Checker: "Duplicate ID menu-guides-4-"),
// and a toggle's `aria-controls` named the first one's list.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { siteUrls } from '../../../src/render/site-urls.ts';
import type { SidebarItem, SiteData } from '../../../src/types.ts';
import Sidebar from '../../../templates/components/Sidebar.tsx';

const guides = (route: string): SidebarItem => ({
  type: 'category',
  label: 'Guides',
  collapsed: false,
  items: [{ type: 'link', label: 'A guide', route }],
});
const sidebar: SidebarItem[] = [
  { type: 'category', label: 'Ory Kratos', collapsed: false, items: [guides('/kratos/a')] },
  { type: 'category', label: 'Ory Hydra', collapsed: false, items: [guides('/hydra/a')] },
  { type: 'category', label: 'Ory Keto', collapsed: true, items: [guides('/keto/a')] },
  {
    type: 'category',
    label: 'Solo',
    collapsed: false,
    items: [{ type: 'link', label: 'S', route: '/solo' }],
  },
];
const site = {
  config: { title: 'Ory', navbar: { items: [] } },
  sidebar,
  sidebars: [{ name: 'docs', items: sidebar }],
  urls: siteUrls('/'),
} as unknown as SiteData;

const ids = (full: boolean, active: string) =>
  selectAll(
    '.menu__list[id]',
    fromHtml(renderToStaticMarkup(createElement(Sidebar, { items: sidebar, active, site, full })), {
      fragment: true,
    }),
  ).map((list) => String(list.properties.id));

describe('Sidebar: category list ids', () => {
  test('unique in the full menu; a page uses the same id for the same category', () => {
    const full = ids(true, '');
    assert.equal(new Set(full).size, full.length, full.join(' '));
    assert.deepEqual(full, [
      'menu-ory-kratos-1-',
      'menu-guides-2-',
      'menu-ory-hydra-1-',
      'menu-guides-2--2',
      'menu-ory-keto-1-',
      'menu-guides-2--3',
      'menu-solo-1-',
    ]);
    // A page showing the Hydra branch and leaving Keto's closed: Hydra's "Guides" keeps its id.
    const page = ids(false, '/hydra/a');
    assert.ok(page.includes('menu-guides-2--2'), page.join(' '));
    assert.equal(new Set(page).size, page.length);
  });
});
