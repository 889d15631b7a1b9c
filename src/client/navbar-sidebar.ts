// A navbar item of type `docSidebar` is marked while a page of its sidebar is shown, as Docusaurus
// marks it (templates/components/Navbar.tsx). Client-side navigation swaps the page's fragments,
// not the navbar: the mark moves here, in the navbar and in the drawer's copy of its items.

import { markMore } from './navbar-overflow.ts';

/** Marks the items of the sidebar `name` (the page's, '' for none), unmarks the others. */
export function markNavbarSidebar(name: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-navbar-sidebar]')) {
    const active = link.dataset.navbarSidebar === name;
    link.classList.toggle('is-active', active);
    // "page" on the page the item links to, "true" (the navbar's current item) on the others.
    if (active) link.setAttribute('aria-current', link.pathname === location.pathname ? 'page' : 'true');
    else link.removeAttribute('aria-current');
  }
  markMore();
}
