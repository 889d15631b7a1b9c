// The navbar search button and the Ctrl/Cmd+K and `/` shortcuts. Kept tiny because it ships in
// the first-load bundle: the dialog, MiniSearch and the index load only when search is first
// wanted (hovering or focusing the button preloads, a click or shortcut opens).
import { options } from '../options.ts';
import type { OtherVersion, SearchDialog } from './search-dialog.ts';

export function setupSearch(): void {
  const button = document.querySelector<HTMLElement>('[data-search-open]');
  const indexUrl = button?.getAttribute('data-search-open');
  if (!button || !indexUrl) return;
  const versions = otherVersions(button.getAttribute('data-search-versions'));
  let dialog: Promise<SearchDialog> | undefined;
  const load = () =>
    (dialog ??= import('./search-dialog.ts').then((m) =>
      m.createSearchDialog({ indexUrl, baseUrl: options.baseUrl, versions }),
    ));
  // What is typed between asking for search and the dialog's first showing (its code and index
  // still loading: Ctrl+K and straight on with the words) goes into its field, not nowhere.
  let typedAhead: string | undefined;
  const open = () => {
    typedAhead ??= '';
    return load().then(
      (d) => {
        const query = typedAhead;
        typedAhead = undefined;
        d.open(button, query || undefined, Boolean(query));
      },
      () => void (typedAhead = undefined),
    );
  };
  document.addEventListener(
    'keydown',
    (event) => {
      if (typedAhead === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) typedAhead += event.key;
      else if (event.key === 'Backspace') typedAhead = typedAhead.slice(0, -1);
      else return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );

  // Other buttons that open search with a query: the not-found page searches for the words of
  // the path that led nowhere (`data-search-query="path"`). Delegated: pages come and go.
  document.addEventListener('click', (event) => {
    const launcher = (event.target as Element).closest?.<HTMLElement>('[data-search-query]');
    if (!launcher) return;
    const query =
      launcher.dataset.searchQuery === 'path'
        ? wordsOfPath(location.pathname)
        : (launcher.dataset.searchQuery ?? '');
    void load().then((d) => d.open(launcher, query));
  });

  if (/Mac|iP(hone|ad|od)/.test(navigator.platform))
    for (const key of document.querySelectorAll('[data-search-mod]')) key.textContent = '⌘';
  button.addEventListener('pointerenter', load, { once: true });
  button.addEventListener('focus', load, { once: true });
  button.addEventListener('click', open);
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    const shortcut = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (shortcut || (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey)) {
      event.preventDefault();
      void open();
    }
  });
}

/** The other docs versions to search after this one (`search: { versions: 'first' }`), if any. */
function otherVersions(json: string | null): OtherVersion[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter(
          (v): v is OtherVersion =>
            typeof v?.label === 'string' && typeof v?.manifest === 'string' && typeof v?.home === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** `/image-search/bulk_import.html` → `image search bulk import`. */
export function wordsOfPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: use the path as it is
  }
  return path
    .replace(/\.html?$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}
