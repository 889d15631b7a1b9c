// The API pages' schema trees: "Expand all / Collapse all" per body, and a property anchor
// (`#body.image.url`) opens every <details> on the path to it, on load, on hashchange and after
// a client-side navigation. On very large pages the build left the contents of deep rows out
// (src/render/defer-schemas.ts): they load when a row opens, before "Expand all", and before an
// anchor into them is looked for.
import { fillDeferred, loadPanels } from './deferred-html.ts';

const DEFERRED = '.schema__deferred[data-deferred]';
const fill = (placeholders: Iterable<HTMLElement>) =>
  fillDeferred(placeholders, 'These fields could not be loaded. Reload the page to see them.').then(() =>
    addPropertyLinks(document),
  );

export function setupSchemaTrees(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('[data-schema-toggle]');
    if (!button) return;
    const expand = button.getAttribute('aria-expanded') !== 'true';
    if (expand) await fill(button.parentElement!.querySelectorAll<HTMLElement>(DEFERRED));
    for (const details of button.parentElement!.querySelectorAll('details')) details.open = expand;
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
    if (placeholder) void loadPanels(placeholder.dataset.deferred!).catch(() => {});
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
    const placeholders = document.querySelectorAll<HTMLElement>(DEFERRED);
    // The anchor may be inside a deep row the build left out: load those, then look again.
    if (id && placeholders.length > 0)
      void fill(placeholders).then(() => document.getElementById(id) && revealHashTarget(scroll));
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
