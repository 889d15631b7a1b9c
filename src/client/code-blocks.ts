// Code tabs (WAI-ARIA tabs: click, arrow keys, Home/End; the chosen language is kept for every
// tab group on the page and remembered) and copy buttons.
// After a client-side navigation the hidden panels are empty, marked `data-deferred` with the
// URL of their HTML (src/render/defer-panels.ts): they load when a reader points at or focuses
// a tab group, and must have loaded before another tab shows.
import { fillDeferred, loadPanels } from './deferred-html.ts';
import { measure } from './measure.ts';

const TAB_KEY = 'docgen-code-tab';

export function setupCodeBlocks(root: ParentNode): void {
  let preferred: string | null;
  try {
    preferred = localStorage.getItem(TAB_KEY);
  } catch {
    preferred = null; // storage blocked: no remembered tab
  }
  void (async () => {
    if (preferred) await selectLabel(root, preferred, false);
    await selectFromQuery(root);
  })();
}

/**
 * A group with `data-query-key` (Docusaurus' `<Tabs queryString>`) shows the tab the URL's query
 * names (`?lang=kotlin`, by the tab's `data-value`) over the remembered one, if it has one of that
 * value; a reader's choice there is written back to the URL (reflectInUrl).
 */
async function selectFromQuery(root: ParentNode): Promise<void> {
  const query = new URLSearchParams(location.search);
  const choices: [HTMLElement, HTMLButtonElement][] = [];
  for (const group of root.querySelectorAll<HTMLElement>('[data-tabs][data-query-key]')) {
    const value = query.get(group.dataset.queryKey!);
    const tab = [
      ...group.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]'),
    ].find((t) => value !== null && t.dataset.value === value);
    if (tab && tab.getAttribute('aria-selected') !== 'true') choices.push([group, tab]);
  }
  if (choices.some(([, tab]) => panelOf(tab)?.hasAttribute('data-deferred'))) await fillDeferredPanels();
  for (const [group, tab] of choices) select(group, tab, false);
}

/** A reader's choice in a group with a query key goes to the URL, replacing the current entry (a link to the page keeps the tab). */
function reflectInUrl(group: HTMLElement, tab: HTMLButtonElement): void {
  const key = group.dataset.queryKey;
  if (!key || tab.dataset.value === undefined) return;
  const url = new URL(location.href);
  url.searchParams.set(key, tab.dataset.value);
  history.replaceState(history.state, '', url);
}

async function selectLabel(root: ParentNode, label: string, remember: boolean): Promise<void> {
  const choices: [HTMLElement, HTMLButtonElement][] = [];
  // `data-tabs="local"` groups (an API page's statuses, examples) choose on their own.
  for (const group of root.querySelectorAll<HTMLElement>('[data-tabs]:not([data-tabs="local"])')) {
    const tab = [...group.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
      (t) => t.dataset.label === label,
    );
    if (tab && tab.getAttribute('aria-selected') !== 'true') choices.push([group, tab]);
  }
  if (remember) {
    try {
      localStorage.setItem(TAB_KEY, label);
    } catch {
      // not remembered
    }
  }
  if (choices.some(([, tab]) => panelOf(tab)?.hasAttribute('data-deferred'))) await fillDeferredPanels();
  for (const [group, tab] of choices) select(group, tab, false);
}

function select(group: HTMLElement, tab: HTMLButtonElement, focus: boolean): void {
  for (const t of group.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    panelOf(t)?.classList.toggle('is-active', on);
  }
  if (focus) tab.focus();
  revealInStrip(tab);
}

/**
 * Scrolls a one-row tab strip (not the page) so its chosen tab shows whole. The boxes come from
 * the next frame's layout (measure()): choosing tabs in every group on load lays nothing out.
 */
function revealInStrip(tab: HTMLElement): void {
  const strip = tab.parentElement!;
  void measure([strip, tab]).then(({ rects }) => {
    const outer = rects.get(strip)!;
    const inner = rects.get(tab)!;
    if (outer.width === 0 || tab.getAttribute('aria-selected') !== 'true') return; // hidden, or another chosen since
    if (inner.left < outer.left) strip.scrollBy({ left: inner.left - outer.left - 24 });
    else if (inner.right > outer.right) strip.scrollBy({ left: inner.right - outer.right + 24 });
  });
}

function panelOf(tab: HTMLButtonElement): HTMLElement | null {
  return document.getElementById(tab.getAttribute('aria-controls')!);
}

/** Fills every deferred code-tab panel on the page. */
function fillDeferredPanels(): Promise<void> {
  return fillDeferred(
    document.querySelectorAll<HTMLElement>('.code-tabs__panel[data-deferred]'),
    'This code sample could not be loaded. Reload the page to see it.',
  );
}

// Pointing at or focusing a tab group fetches its hidden panels ahead of the click.
const preload = (event: Event) => {
  const panel = (event.target as Element)
    .closest?.('[data-tabs]')
    ?.querySelector<HTMLElement>('.code-tabs__panel[data-deferred]');
  if (panel) void loadPanels(panel.dataset.deferred!).catch(() => {});
};
document.addEventListener('pointerover', preload);
document.addEventListener('focusin', preload);

document.addEventListener('click', async (event) => {
  const target = event.target as Element;
  const tab = target.closest?.<HTMLButtonElement>('[data-tabs] [role="tab"]');
  if (tab) {
    if (panelOf(tab)?.hasAttribute('data-deferred')) await fillDeferredPanels();
    const group = tab.closest<HTMLElement>('[data-tabs]')!;
    if (group.dataset.tabs === 'local') return select(group, tab, false);
    const before = tab.getBoundingClientRect().top;
    await selectLabel(document, tab.dataset.label!, true);
    select(group, tab, false);
    reflectInUrl(group, tab);
    // Switching every group can change the height above; keep the clicked tab where it was.
    window.scrollBy(0, tab.getBoundingClientRect().top - before);
    return;
  }
  const copy = target.closest?.<HTMLButtonElement>('[data-copy]');
  if (copy) {
    const code = copy.closest('.code-block')?.querySelector('pre code, pre');
    if (!code) return;
    navigator.clipboard?.writeText(code.textContent ?? '').then(
      () => flash(copy, 'Copied'),
      () => flash(copy, 'Copy failed'),
    );
  }
});

document.addEventListener('keydown', async (event) => {
  const tab = (event.target as Element).closest?.<HTMLButtonElement>('[data-tabs] [role="tab"]');
  if (!tab) return;
  const tabs = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const i = tabs.indexOf(tab);
  const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = tabs[(next + tabs.length) % tabs.length];
  if (panelOf(target)?.hasAttribute('data-deferred')) await fillDeferredPanels();
  const group = tab.closest<HTMLElement>('[data-tabs]')!;
  select(group, target, true);
  reflectInUrl(group, target);
});

function flash(button: HTMLButtonElement, text: string): void {
  button.textContent = text;
  button.classList.add('is-done');
  setTimeout(() => {
    button.textContent = 'Copy';
    button.classList.remove('is-done');
  }, 1500);
}
