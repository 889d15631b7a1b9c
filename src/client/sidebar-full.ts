// Pages carry only the expanded part of the sidebar (templates/components/Sidebar.tsx); the full
// menu is one server-rendered fragment, in `_docgen/sidebar.json`, fetched once when a reader opens a
// collapsed category or navigates to a page whose entry is not on the page yet. A site with a
// sidebars file has one such file per sidebar (`_docgen/sidebars/<name>.json`), the page's own named
// on its aside.
import { SIDEBAR_FRAGMENT_PATH, sidebarFragmentPath, withBase } from '../shared/output-layout.ts';
import { options } from './options.ts';

/** A category's toggles: its label (when it has no page of its own) or the caret beside its link. */
export const CATEGORY_TOGGLE = '.menu__toggle, .menu__caret';

let loading: Promise<boolean> | null = null;

/** The toggles of categories whose entries this page left out: they control no list. */
const LAZY_TOGGLE = `[data-sidebar] :is(${CATEGORY_TOGGLE}):not([aria-controls])`;

/** Where a long list shows only a window of its entries (templates/components/Sidebar.tsx). */
export const MORE_ENTRIES = '[data-sidebar] [data-sidebar-more]';

export function sidebarIsPruned(): boolean {
  return document.querySelector(`${LAZY_TOGGLE}, ${MORE_ENTRIES}`) !== null;
}

/**
 * Where a category sits in the menu: its entry's index in each list from the top. The page's menu
 * and the full one are made from the same items, so a category left out of one page's markup is
 * found in the full menu at the same place (the markup names no list it has not got).
 */
export function categoryPath(category: HTMLElement): number[] {
  const path: number[] = [];
  for (let item: Element | null = category; item?.matches('li'); item = item.parentElement!.parentElement) {
    const siblings = [...item.parentElement!.children];
    // A long list shows a window of its entries, after a stand-in for those before it.
    const before = siblings[0].getAttribute('data-before');
    path.unshift(siblings.indexOf(item) + (before === null ? 0 : Number(before) - 1));
  }
  return path;
}

/** The category at `path` (see `categoryPath`) in the current menu. */
export function categoryAt(path: number[]): HTMLElement | null {
  let item: Element | undefined;
  let list = document.querySelector('[data-sidebar] [data-drawer-secondary] > .menu__list');
  for (const index of path) {
    item = list?.children[index];
    list = item?.querySelector(':scope > .menu__list') ?? null;
  }
  return item instanceof HTMLElement && item.matches('.menu__category') ? item : null;
}

/** The name on the page's aside: undefined on a site without a sidebars file, '' on a page in none. */
export function sidebarName(): string | undefined {
  return document.querySelector<HTMLElement>('[data-sidebar]')?.dataset.sidebarName;
}

/** Each full menu's fetch, by its file: fetched once however often a reader comes back to it. */
const menus = new Map<string, Promise<Element | null>>();

/** The full menu of the sidebar `name` (see `sidebarName`): its `[data-drawer-secondary]`, null if unreachable. */
export function fullMenu(name: string | undefined): Promise<Element | null> {
  const file = name === undefined ? SIDEBAR_FRAGMENT_PATH : sidebarFragmentPath(name);
  let menu = menus.get(file);
  if (!menu) {
    menu = fetch(withBase(options.baseUrl, file))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} for the sidebar`);
        return response.json() as Promise<{ html: string }>;
      })
      .then(({ html }) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.content.querySelector('[data-drawer-secondary]');
      })
      .catch(() => {
        menus.delete(file); // try again next time
        return null;
      });
    menus.set(file, menu);
  }
  // A copy each time: the page takes the nodes it is given.
  return menu.then((fresh) => (fresh ? (fresh.cloneNode(true) as Element) : null));
}

/** Resolves to true once the sidebar holds every entry; false if the fragment could not be loaded. */
export function loadFullSidebar(): Promise<boolean> {
  if (!sidebarIsPruned()) return Promise.resolve(true);
  const name = sidebarName();
  loading ??= fullMenu(name)
    .then((fresh) => {
      const current = document.querySelector('[data-sidebar] [data-drawer-secondary]');
      if (!fresh || !current) throw new Error('The sidebar could not be loaded.');
      // The reader moved to a page of another sidebar meanwhile (sidebar-swap.ts put it in).
      if (sidebarName() !== name) throw new Error('Another sidebar is shown.');
      // Categories open now stay open (the fragment has the configured defaults only).
      const open = [...current.querySelectorAll('.menu__category:not(.is-collapsed) > ul[id]')].map(
        (list) => list.id,
      );
      current.replaceChildren(...fresh.childNodes);
      for (const id of open)
        expandCategory(document.getElementById(id)?.closest<HTMLElement>('.menu__category'));
      return true;
    })
    .catch(() => {
      loading = null; // try again next time
      return false;
    });
  return loading;
}

export function expandCategory(category: HTMLElement | null | undefined): void {
  if (!category) return;
  category.classList.remove('is-collapsed');
  for (const toggle of category.querySelectorAll(`:scope > :is(${CATEGORY_TOGGLE})`))
    toggle.setAttribute('aria-expanded', 'true');
}
