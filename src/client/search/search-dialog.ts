// The search dialog, loaded on demand (with MiniSearch) the first time search is wanted.
// Plain DOM rather than a React island: it has no server-rendered twin (only the button is
// server-rendered), and without React the whole chunk stays a few KB.
// ARIA: a modal <dialog>; the input is a combobox owning a listbox of options grouped by page;
// focus stays in the input and aria-activedescendant marks the active option.
import { trapFocus } from '../focus-trap.ts';
import { createSearchEngine, type SearchEngine } from './engine.ts';
import { readRecent, rememberQuery } from './recent.ts';
import { groupHits, type ResultGroup, type ResultVersion, type Segment } from './results.ts';
import { withBase } from '../../shared/output-layout.ts';

export interface SearchDialog {
  /**
   * Opens the dialog (focus returns to `opener` on close), searching `query` if given: selected,
   * to be typed over, or with the caret after it when it is what the reader has typed (`typed`).
   */
  open(opener: HTMLElement, query?: string, typed?: boolean): void;
}

const LISTBOX_ID = 'search-listbox';

export interface SearchDialogOptions {
  /** URL of the index manifest. */
  indexUrl: string;
  /** The site's base URL, prefixed to result links. */
  baseUrl: string;
  /** Other docs versions, searched after this one (config `search: { versions: 'first' }`). */
  versions?: OtherVersion[];
}

/** Another docs version's index: its manifest, its label and the base URL of its pages. */
export interface OtherVersion extends ResultVersion {
  manifest: string;
}

/** Results from each other version, below the version being read's own 40. */
const OTHER_VERSION_LIMIT = 12;

// The options come from the trigger rather than from ../options.ts: importing that module here
// too would make esbuild split it into a shared chunk, an extra request on every first load.
export function createSearchDialog({ indexUrl, baseUrl, versions = [] }: SearchDialogOptions): SearchDialog {
  const engine = createSearchEngine(indexUrl);
  engine.preload().catch(() => undefined); // retried by the first query
  // Another version's index loads nothing until a query has had this version's results.
  const others = versions.map((version) => ({ version, engine: lazyEngine(version.manifest) }));
  const ui = renderShell();
  document.body.append(ui.dialog);
  let opener: HTMLElement | null = null;
  let active = -1;
  let sequence = 0;
  let optionCount = 0;
  const optionId = () => `search-option-${++optionCount}`;

  const optionsInList = () => [...ui.listbox.querySelectorAll<HTMLElement>('[role="option"]')];
  const setActive = (index: number) => {
    const all = optionsInList();
    active = all.length === 0 ? -1 : (index + all.length) % all.length;
    all.forEach((el, i) => el.setAttribute('aria-selected', String(i === active)));
    const current = all[active];
    if (current) {
      ui.input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else ui.input.removeAttribute('aria-activedescendant');
  };
  const show = (content: Node[], status: string) => {
    ui.listbox.replaceChildren(...content);
    ui.listbox.removeAttribute('aria-busy');
    ui.status.textContent = status;
    ui.input.setAttribute('aria-expanded', String(content.length > 0));
    setActive(0);
  };

  const showRecent = () => {
    const recent = readRecent();
    show(
      recent.length ? [recentGroup(recent, optionId)] : [],
      recent.length ? '' : 'Search titles, headings, text and API paths.',
    );
  };
  const run = async () => {
    const query = ui.input.value;
    const mine = ++sequence;
    if (!query.trim()) return showRecent();
    ui.listbox.setAttribute('aria-busy', 'true');
    const showGroups = (groups: ResultGroup[]) => {
      const count = groups.reduce((n, g) => n + g.items.length, 0);
      show(
        groups.map((g, i) => resultGroup(g, i, optionId, baseUrl)),
        count ? `${count} result${count === 1 ? '' : 's'}` : `No results for “${query.trim()}”`,
      );
    };
    let own: ResultGroup[];
    try {
      own = groupHits(await engine.search(query));
      if (mine !== sequence) return; // a newer query is running
      showGroups(own);
    } catch {
      if (mine === sequence) show([], 'Search could not load. Check your connection and try again.');
      return;
    }
    if (others.length === 0) return;
    // Then the other versions', newest first, each marked with its label. A version whose index
    // cannot load is left out: the reader's own results are already shown.
    const more = await Promise.all(
      others.map(({ version, engine: other }) =>
        other()
          .search(query, OTHER_VERSION_LIMIT)
          .then((hits) => groupHits(hits, undefined, version))
          .catch(() => []),
      ),
    );
    if (mine !== sequence) return;
    const count = more.reduce((n, groups) => n + groups.length, 0);
    if (count > 0) showGroups([...own, ...more.flat()]);
  };

  const close = () => {
    if (ui.dialog.open) ui.dialog.close();
  };
  // A result was picked: the next open starts afresh (with recent searches), as after a page load.
  const chosen = () => {
    rememberQuery(ui.input.value);
    ui.input.value = '';
    close();
  };
  const activate = (option: HTMLElement) => {
    if (option.dataset.recent !== undefined) {
      ui.input.value = option.dataset.recent;
      void run();
      return;
    }
    chosen();
    // A plain link click, so client-side navigation (if any) handles it like any other link.
    (option as HTMLAnchorElement).click();
  };

  ui.input.addEventListener('input', () => void run());
  ui.input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = optionsInList()[active];
      if (option) activate(option);
    }
  });
  ui.listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (!option) return;
    if (option.dataset.recent !== undefined) {
      event.preventDefault();
      activate(option);
    } else {
      chosen(); // the link navigates by itself
      // Another docs version is another build, whose pages the router does not know: load it whole.
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (plain && option.hasAttribute('data-other-version')) {
        event.preventDefault();
        location.assign((option as HTMLAnchorElement).href);
      }
    }
  });
  ui.listbox.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) setActive(optionsInList().indexOf(option));
  });
  ui.closeButton.addEventListener('click', close);
  // A click on the backdrop lands on the <dialog> itself (the panel fills the dialog box).
  ui.dialog.addEventListener('click', (event) => {
    if (event.target === ui.dialog) close();
  });
  ui.dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') trapFocus(ui.dialog, event);
  });
  ui.dialog.addEventListener('close', () => {
    document.documentElement.classList.remove('search-open');
    opener?.focus();
  });

  return {
    open(from, query, typed = false) {
      if (ui.dialog.open) return ui.input.focus();
      opener = from;
      if (query) ui.input.value = query;
      document.documentElement.classList.add('search-open');
      ui.dialog.showModal();
      ui.input.focus();
      if (typed) ui.input.setSelectionRange(ui.input.value.length, ui.input.value.length);
      else ui.input.select();
      void run();
    },
  };
}

function lazyEngine(manifest: string): () => SearchEngine {
  let engine: SearchEngine | undefined;
  return () => (engine ??= createSearchEngine(manifest));
}

function renderShell() {
  const input = h('input', {
    class: 'search-dialog__input',
    type: 'search',
    role: 'combobox',
    'aria-label': 'Search the docs',
    'aria-expanded': 'false',
    'aria-controls': LISTBOX_ID,
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    placeholder: 'Search the docs',
  });
  const closeButton = h(
    'button',
    { type: 'button', class: 'search-dialog__close', 'aria-label': 'Close search' },
    ['Esc'],
  );
  const status = h('p', { class: 'search-dialog__status', role: 'status' });
  const listbox = h('div', {
    id: LISTBOX_ID,
    class: 'search-results',
    role: 'listbox',
    'aria-label': 'Search results',
  });
  const hints = h('p', { class: 'search-dialog__hints', 'aria-hidden': 'true' }, [
    h('kbd', {}, ['↑']),
    h('kbd', {}, ['↓']),
    ' to navigate ',
    h('kbd', {}, ['↵']),
    ' to open ',
    h('kbd', {}, ['Esc']),
    ' to close',
  ]);
  const panel = h('div', { class: 'search-dialog__panel' }, [
    h('div', { class: 'search-dialog__bar' }, [searchIcon(), input, closeButton]),
    h('div', { class: 'search-dialog__body' }, [status, listbox]),
    hints,
  ]);
  const dialog = h(
    'dialog',
    { class: 'search-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Search the docs' },
    [panel],
  ) as HTMLDialogElement;
  return { dialog, input: input as HTMLInputElement, closeButton, status, listbox };
}

/** Option ids for aria-activedescendant, unique within one dialog. */
type IdSource = () => string;

function resultGroup(group: ResultGroup, index: number, optionId: IdSource, baseUrl: string): HTMLElement {
  const titleId = `search-group-${index}`;
  const title = h('div', { id: titleId, class: 'search-group__title', role: 'presentation' }, [
    group.method
      ? h('span', { class: `badge badge--small badge--${group.method}` }, [
          group.method === 'delete' ? 'DEL' : group.method.toUpperCase(),
        ])
      : '',
    h('span', {}, [group.title]),
    group.path ? h('code', { class: 'search-group__path' }, [group.path]) : '',
    // Another docs version's page: its label (the method badges' neutral grey).
    group.version
      ? h('span', { class: 'badge badge--small badge--head search-group__version' }, [group.version.label])
      : '',
  ]);
  const items = group.items.map((item) =>
    h(
      'a',
      {
        id: optionId(),
        class: 'search-option',
        role: 'option',
        'aria-selected': 'false',
        tabindex: '-1',
        href: withBase(group.version?.home ?? baseUrl, item.target),
        ...(group.version ? { 'data-other-version': '' } : {}),
      },
      [
        item.label.length ? h('span', { class: 'search-option__label' }, marked(item.label)) : '',
        item.snippet.length ? h('span', { class: 'search-option__snippet' }, marked(item.snippet)) : '',
      ],
    ),
  );
  return h('div', { class: 'search-group', role: 'group', 'aria-labelledby': titleId }, [title, ...items]);
}

function recentGroup(recent: string[], optionId: IdSource): HTMLElement {
  const titleId = 'search-group-recent';
  return h('div', { class: 'search-group', role: 'group', 'aria-labelledby': titleId }, [
    h('div', { id: titleId, class: 'search-group__title', role: 'presentation' }, ['Recent searches']),
    ...recent.map((query) =>
      h(
        'div',
        {
          id: optionId(),
          class: 'search-option search-option--recent',
          role: 'option',
          'aria-selected': 'false',
          'data-recent': query,
        },
        [query],
      ),
    ),
  ]);
}

function marked(segments: Segment[]): Node[] {
  return segments.map((s) => (s.mark ? h('mark', {}, [s.text]) : document.createTextNode(s.text)));
}

function searchIcon(): SVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'search-dialog__icon');
  svg.innerHTML =
    '<circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2"/><path d="m20 20-3.5-3.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>';
  return svg;
}

function h(tag: string, attrs: Record<string, string>, children: (Node | string)[] = []): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}
