// A site with a sidebars file (one sidebar or several): each page shows the one that holds it, or none (templates/Layout.tsx).
// When client-side navigation shows a page of another sidebar, that sidebar's full menu (one file
// each, fetched once) takes the place of the current one; a page in none empties the column.
import { fullMenu, sidebarName } from './sidebar-full.ts';

/**
 * Puts the sidebar `name` in place ('' for none). Resolves to true once it is shown, false if
 * another navigation asked for a different one meanwhile; a menu that cannot be fetched loads the
 * page whole (the reader is already at its address), rather than keep another sidebar's menu.
 */
export async function showSidebar(name: string): Promise<boolean> {
  const aside = document.querySelector<HTMLElement>('[data-sidebar]');
  const menu = aside?.querySelector('[data-drawer-secondary]');
  if (!aside || !menu) return false;
  // Named at once: the next navigation compares with the sidebar it is going to see.
  aside.dataset.sidebarName = name;
  if (name === '') {
    menu.replaceChildren();
    setNone(aside, true);
    return true;
  }
  const fresh = await fullMenu(name);
  if (sidebarName() !== name) return false;
  if (!fresh) {
    location.reload();
    return false;
  }
  menu.replaceChildren(...fresh.childNodes);
  setNone(aside, false);
  aside.scrollTop = 0;
  return true;
}

/** A page in no sidebar: no column (the layout as the not-found page's), the drawer its main menu alone. */
function setNone(aside: HTMLElement, none: boolean): void {
  aside.classList.toggle('sidebar--none', none);
  aside.closest('.layout')?.classList.toggle('layout--full', none);
}
