// Pages carry only the expanded part of the sidebar (templates/components/Sidebar.tsx); the full
// menu is one server-rendered fragment, in `_docgen/sidebar.json`, fetched once when a reader opens a
// collapsed category or navigates to a page whose entry is not on the page yet.
import { SIDEBAR_FRAGMENT_PATH, withBase } from '../shared/output-layout.ts';
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

/** Resolves to true once the sidebar holds every entry; false if the fragment could not be loaded. */
export function loadFullSidebar(): Promise<boolean> {
  if (!sidebarIsPruned()) return Promise.resolve(true);
  loading ??= fetch(withBase(options.baseUrl, SIDEBAR_FRAGMENT_PATH))
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} for the sidebar`);
      return response.json() as Promise<{ html: string }>;
    })
    .then(({ html }) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      const fresh = template.content.querySelector('[data-drawer-secondary]');
      const current = document.querySelector('[data-sidebar] [data-drawer-secondary]');
      if (!fresh || !current) return false;
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
