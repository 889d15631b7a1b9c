// The API pages' schema trees: "Expand all / Collapse all" per body, and a property anchor
// (`#body.image.url`) opens every <details> on the path to it, on load, on hashchange and after
// a client-side navigation. On large pages (and in their navigation JSON) the build left the
// contents of deep rows out (src/render/defer-schemas.ts): they load when a row opens, before
// "Expand all", and before an anchor into them is looked for. Large components reused across the
// API are such rows on every page (one file each for the whole site, src/render/shared-schemas.ts),
// and their files hold more of them: "Expand all" fills them level by level, but not a component
// inside itself (`customer` → `card` → `customer`), and stops past EXPAND_ALL_ROWS rows.
import { ROW_ANCHOR } from '../shared/schema-fragments.ts';
import { loadJson } from './deferred-html.ts';

const DEFERRED = '.schema__deferred[data-fragment]';
const FAILURE = 'These fields could not be loaded. Reload the page to see them.';

const loadFragment = (url: string) => loadJson<string>(url);

/**
 * The most rows "Expand all" fills a tree up to (rows still closed load when opened). Stripe's
 * `checkout.session`, every component in it expanded once, would be about 250,000 rows.
 */
const EXPAND_ALL_ROWS = 5_000;

/**
 * Puts the rows' contents back: the fragment's anchors are relative to the row that holds it
 * (`~.login`), so they take the row's id. One that could not be loaded keeps its placeholder
 * (the next attempt tries again) and says so.
 */
async function fill(placeholders: Iterable<HTMLElement>): Promise<void> {
  await Promise.all(
    [...placeholders].map(async (placeholder) => {
      const html = await loadFragment(placeholder.dataset.fragment!).catch(() => null);
      if (!placeholder.isConnected || !placeholder.dataset.fragment) return; // filled meanwhile
      if (html === null) {
        const note = document.createElement('p');
        note.className = 'deferred-error';
        note.textContent = FAILURE;
        placeholder.replaceChildren(note);
        return;
      }
      const template = document.createElement('template');
      template.innerHTML = html;
      const row = placeholder.parentElement;
      // The file this row was filled from: a row inside it that needs the same file is a cycle.
      row?.setAttribute('data-filled', placeholder.dataset.fragment!);
      const anchor = placeholder.closest('li[id]')?.id ?? '';
      for (const element of template.content.querySelectorAll<HTMLElement>(`[id^="${ROW_ANCHOR}"]`))
        element.id = anchor + element.id.slice(ROW_ANCHOR.length);
      for (const link of template.content.querySelectorAll<HTMLAnchorElement>(`a[href^="#${ROW_ANCHOR}"]`))
        link.setAttribute('href', `#${anchor}${link.getAttribute('href')!.slice(1 + ROW_ANCHOR.length)}`);
      placeholder.replaceWith(template.content);
      // A shared component's row can sit right under the row just filled: if that row is open,
      // its contents are what the reader asked for too.
      if (row instanceof HTMLDetailsElement && row.open) {
        const inner = row.querySelector<HTMLElement>(`:scope > ${DEFERRED}`);
        if (inner) await fill([inner]);
      }
    }),
  );
  addPropertyLinks(document);
}

/** Whether `placeholder` would load a file one of the rows around it was filled from. */
function isCycle(placeholder: HTMLElement): boolean {
  const url = placeholder.dataset.fragment;
  for (let row = placeholder.closest('[data-filled]'); row; row = row.parentElement!.closest('[data-filled]'))
    if (row.getAttribute('data-filled') === url) return true;
  return false;
}

/**
 * Fills the placeholders in `root`, and those the fragments bring, level by level: not a
 * component inside itself, and not past EXPAND_ALL_ROWS rows.
 */
async function fillAll(root: ParentNode): Promise<void> {
  for (let round = 0; round < 20; round++) {
    if (root.querySelectorAll('li').length > EXPAND_ALL_ROWS) return;
    const placeholders = [...root.querySelectorAll<HTMLElement>(DEFERRED)].filter((p) => !isCycle(p));
    if (placeholders.length === 0) return;
    await fill(placeholders);
  }
}

export function setupSchemaTrees(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('[data-schema-toggle]');
    if (!button) return;
    const expand = button.getAttribute('aria-expanded') !== 'true';
    if (expand) await fillAll(button.parentElement!);
    // Rows left unfilled (a cycle, or past the limit) stay closed: opening one loads it.
    for (const details of button.parentElement!.querySelectorAll('details'))
      details.open = expand && !details.querySelector(`:scope > ${DEFERRED}`);
    button.setAttribute('aria-expanded', String(expand));
    button.textContent = expand ? 'Collapse all' : 'Expand all';
  });
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLElement;
      const placeholder =
        details instanceof HTMLDetailsElement && details.open
          ? details.querySelector<HTMLElement>(`:scope > ${DEFERRED}`)
          : null;
      if (placeholder) void fill([placeholder]);
    },
    true,
  );
  // Pointing at a row whose contents were left out fetches them ahead of the click.
  document.addEventListener('pointerover', (event) => {
    const placeholder = (event.target as Element)
      .closest?.('details')
      ?.querySelector<HTMLElement>(`:scope > ${DEFERRED}`);
    if (placeholder) void loadFragment(placeholder.dataset.fragment!).catch(() => {});
  });
  addEventListener('hashchange', () => revealHashTarget(true));
  revealHashTarget(true);
}

/** Gives each property row of `root` its "#" link (kept out of the HTML: one per property adds up). */
export function addPropertyLinks(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>('.schema__props > li[id]')) {
    if (row.querySelector(':scope > .schema__anchor')) continue;
    const link = document.createElement('a');
    link.className = 'schema__anchor';
    link.href = `#${row.id}`;
    link.setAttribute('aria-label', `Link to ${row.id}`);
    row.append(link);
  }
}

/** Opens the closed <details> around the element the URL's #hash names; `scroll`: then shows it. */
export function revealHashTarget(scroll: boolean): void {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) {
    // The anchor may be inside a row the build left out: load the rows on its path (those whose
    // id starts it), then look again.
    const onPath = [...document.querySelectorAll<HTMLElement>(DEFERRED)].filter((placeholder) => {
      const row = placeholder.closest('li[id]')?.id;
      return row !== undefined && id.startsWith(`${row}.`);
    });
    if (onPath.length > 0) void fill(onPath).then(() => revealHashTarget(scroll));
    return;
  }
  let opened = false;
  for (
    let details = target.closest('details');
    details;
    details = details.parentElement!.closest('details')
  ) {
    if (!details.open) {
      details.open = true;
      opened = true;
    }
  }
  if (target instanceof HTMLDetailsElement && !target.open) {
    target.open = true;
    opened = true;
  }
  if (opened && scroll) target.scrollIntoView();
}
