// Navbar items of `type: 'docSidebar'`: a link to the first page of the sidebar they name, as in
// Docusaurus, marked while a page of that sidebar is shown (templates/components/Navbar.tsx). The
// sidebars are known once the routes are: the items get their route then. A key no sidebar has is
// an error at the item. On a site with a sidebars file, a `doc` item is marked the same way while
// a page of its page's sidebar is shown, as Docusaurus marks it (a site whose one sidebar is the
// folder tree would mark every such item on every page: there it is never marked). Pure.
import { DocgenError } from '../errors.ts';
import type { NamedSidebar, NavbarItem, ShownNavbarItem } from '../types.ts';
import { firstPageOf, namesSidebars, sidebarFor } from './page-sidebar.ts';

export interface SidebarLinkFiles {
  /** The config file, for the message (relative to the working folder). */
  config?: string;
  /** The sidebars file, if the site has one. */
  sidebars?: string;
}

export function resolveSidebarLinks(
  items: NavbarItem[],
  sidebars: readonly NamedSidebar[],
  files: SidebarLinkFiles,
): ShownNavbarItem[] {
  const marksDocs = namesSidebars(sidebars) && items.some((item) => item.type === 'doc');
  // Without an item to resolve every item is shown as written: the same array.
  if (!marksDocs && !items.some((item) => item.type === 'docSidebar')) return items as ShownNavbarItem[];
  return items.map((item, i): ShownNavbarItem => {
    if (item.type === 'doc') {
      const sidebar = marksDocs ? sidebarFor(sidebars, item.route) : undefined;
      return sidebar ? { ...item, sidebarId: sidebar.name } : item;
    }
    if (item.type !== 'docSidebar') return item;
    const sidebar = sidebars.find((s) => s.name === item.sidebarId && s.name !== '');
    const route = sidebar && firstPageOf(sidebar);
    if (route === undefined) {
      const names = sidebars.filter((s) => s.name !== '').map((s) => `"${s.name}"`);
      throw new DocgenError(
        `The navbar item "${item.label}" links to the sidebar "${item.sidebarId}", ${
          sidebar
            ? 'which has no page.'
            : files.sidebars
              ? `which ${files.sidebars} does not define.`
              : 'but the site has no sidebars file.'
        }`,
        {
          file: files.config,
          pointer: `navbar.items[${i}].sidebarId`,
          hint:
            names.length > 0
              ? `The sidebars of ${files.sidebars ?? 'the site'}: ${names.join(', ')}.`
              : "The site has no sidebars file (its sidebar is the content folder's tree): link a page with `{ type: 'doc', route }`.",
        },
      );
    }
    return { ...item, route };
  });
}
