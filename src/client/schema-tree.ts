// The API pages' schema trees: "Expand all / Collapse all" per body, and a property anchor
// (`#body.image.url`) opens every <details> on the path to it, on load, on hashchange and after
// a client-side navigation.

export function setupSchemaTrees(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('[data-schema-toggle]');
    if (!button) return;
    const expand = button.getAttribute('aria-expanded') !== 'true';
    for (const details of button.parentElement!.querySelectorAll('details')) details.open = expand;
    button.setAttribute('aria-expanded', String(expand));
    button.textContent = expand ? 'Collapse all' : 'Expand all';
  });
  addEventListener('hashchange', () => revealHashTarget(true));
  revealHashTarget(true);
}

/** Gives each property row of `root` its "#" link (kept out of the HTML: one per property adds up). */
export function addPropertyLinks(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>('.schema__prop[id]')) {
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
  if (!target) return;
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
