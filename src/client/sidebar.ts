// Collapsible sidebar categories. The animation length follows the content height, and is 1 ms
// when the reader prefers reduced motion.
import { markActiveSidebarEntry } from './page/swap-page.ts';
import { CATEGORY_TOGGLE, categoryAt, categoryPath, loadFullSidebar, MORE_ENTRIES } from './sidebar-full.ts';

export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  // Docusaurus' curve: longer for taller content, but never sluggish.
  const h = height / 36;
  return Math.round(Math.min((4 + 15 * h ** 0.25 + h / 5) * 10, 400));
}

export function setupSidebarCategories(): void {
  document.addEventListener('click', (event) => {
    const more = (event.target as Element).closest?.<HTMLButtonElement>(MORE_ENTRIES);
    if (more) return void showAllEntries(more);
    const toggle = (event.target as Element).closest?.<HTMLButtonElement>(CATEGORY_TOGGLE);
    const category = toggle?.closest<HTMLElement>('[data-sidebar] .menu__category');
    if (!toggle || !category) return;
    if (toggle.hasAttribute('aria-controls')) return toggleCategory(category);
    // This page left the category's entries out (its toggle controls no list): fetch the full
    // menu first, then open the category at the same place in it.
    const path = categoryPath(category);
    const focused = document.activeElement === toggle;
    void loadFullSidebar().then((loaded) => {
      if (!loaded) return;
      const route = document.querySelector('meta[name="docgen:route"]')?.getAttribute('content');
      if (route) markActiveSidebarEntry(route);
      const opened = categoryAt(path);
      if (!opened) return;
      toggleCategory(opened);
      // The full menu replaced the button: a keyboard reader stays on it (a category has one,
      // its label or its caret), not on <body>.
      if (focused) opened.querySelector<HTMLElement>(`:scope > :is(${CATEGORY_TOGGLE})`)?.focus();
    });
  });
}

function toggleCategory(item: HTMLElement): void {
  const list = item.querySelector<HTMLElement>(':scope > .menu__list');
  if (!list) return;
  const expand = item.classList.contains('is-collapsed');
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const height = list.scrollHeight;
  const duration = collapseDuration(height, reduced);
  list.style.overflow = 'hidden';
  list.style.transition = `height ${duration}ms ease-in-out`;
  list.style.height = expand ? '0px' : `${height}px`;
  item.classList.remove('is-collapsed');
  requestAnimationFrame(() => {
    list.style.height = expand ? `${height}px` : '0px';
  });
  const done = () => {
    list.style.cssText = '';
    item.classList.toggle('is-collapsed', !expand);
  };
  setTimeout(done, duration + 20);
  for (const t of item.querySelectorAll<HTMLButtonElement>(`:scope > :is(${CATEGORY_TOGGLE})`))
    t.setAttribute('aria-expanded', String(expand));
}

/**
 * "Show N more" in a long list: the full menu replaces the page's, and the reader stays at the
 * same place in it (the entry next to the button, now among all the others).
 */
async function showAllEntries(button: HTMLButtonElement): Promise<void> {
  const item = button.closest('li')!;
  const neighbour = (item.previousElementSibling ?? item.nextElementSibling)?.querySelector('a');
  const href = neighbour?.getAttribute('href');
  if (!(await loadFullSidebar())) return;
  const route = document.querySelector('meta[name="docgen:route"]')?.getAttribute('content');
  if (route) markActiveSidebarEntry(route);
  const link = href
    ? document.querySelector<HTMLAnchorElement>(`[data-sidebar] a[href="${CSS.escape(href)}"]`)
    : null;
  link?.focus();
}
