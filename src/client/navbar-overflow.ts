// A navbar with more items than fit (a migrated Docusaurus site with ten of them, a long title)
// pushed the search box and the colour-mode toggle off the screen at desktop widths, squeezed
// the title to an ellipsis and broke labels onto two lines. Here the items that do not fit move
// into a "More" dropdown in the place of the first one moved, last ones first (the right-hand
// group's, then the left-hand group's), and move back when there is room again. Below 997 px the
// items are in the drawer's main menu (templates/styles.css): all are put back and nothing moves.
// Without the runtime the bar stays as rendered.

/** The title keeps at least this much room (or its whole width, when it is narrower). */
const TITLE_ROOM = 200;

const DESKTOP = '(min-width: 997px)';

export function setupNavbarOverflow(): void {
  const inner = document.querySelector<HTMLElement>('.navbar__inner');
  const [left, right] = inner ? [...inner.querySelectorAll<HTMLElement>(':scope > .navbar__items')] : [];
  if (!inner || !left) return;
  const items = [left, right]
    .filter(Boolean)
    .flatMap((group) => [...group.querySelectorAll<HTMLElement>(':scope > :is(.navbar__link, .dropdown)')]);
  if (items.length === 0) return;
  // Each item's place in the bar, to put it back: a marker left where it was rendered.
  const places = new Map(items.map((item) => [item, item.parentElement!.insertBefore(new Comment(), item)]));
  const title = inner.querySelector<HTMLElement>('.navbar__title');
  const desktop = matchMedia(DESKTOP);
  let more: { root: HTMLDetailsElement; list: HTMLUListElement } | undefined;

  const fits = () =>
    inner.scrollWidth <= inner.clientWidth &&
    (!title || title.clientWidth >= Math.min(title.scrollWidth, TITLE_ROOM));

  const layout = () => {
    for (const [item, place] of places) if (item.parentElement !== place.parentElement) place.after(item);
    more?.root.remove();
    if (!desktop.matches || fits()) return;
    more ??= moreMenu();
    more.list.replaceChildren();
    // The last items go first; each is put at the top of the menu, so the menu keeps their order,
    // and "More" takes the place of the first one moved (among the right-hand items while only
    // those have moved).
    for (const item of [...items].reverse()) {
      const place = places.get(item)!;
      const entry = document.createElement('li');
      entry.append(item);
      more.list.prepend(entry);
      place.after(more.root);
      if (fits()) break;
    }
    markMore();
  };

  layout();
  // Again when the bar's room changes (a resized window) and when its contents do (web fonts, the
  // search button's shortcut hint): the same layout comes out, so the observer settles.
  const observer = new ResizeObserver(() => layout());
  observer.observe(inner);
  if (right) observer.observe(right);
  desktop.addEventListener('change', layout);
}

/** "More" is marked while it holds the marked item (a `docSidebar` item: navbar-sidebar.ts). */
export function markMore(): void {
  for (const more of document.querySelectorAll('.navbar__more'))
    more
      .querySelector('summary')!
      .classList.toggle('is-active', more.querySelector('.dropdown__menu .is-active') !== null);
}

function moreMenu(): { root: HTMLDetailsElement; list: HTMLUListElement } {
  const root = document.createElement('details');
  root.className = 'dropdown navbar__more';
  const summary = document.createElement('summary');
  summary.className = 'navbar__link';
  summary.textContent = 'More';
  const list = document.createElement('ul');
  list.className = 'dropdown__menu';
  root.append(summary, list);
  return { root, list };
}
