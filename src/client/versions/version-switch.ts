// The version dropdown's links go to each version's home. With this script (bundled only for
// sites with docs versions), choosing a version goes to the page being read in that version when
// it exists there, else to its home. A capture listener, so the router never sees the click: a
// version is another build, with its own sidebar, whose pages load whole.

document.addEventListener(
  'click',
  (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-docs-base]');
    const dropdown = link?.closest<HTMLElement>('[data-docs-version-dropdown]');
    if (!link || !dropdown) return;
    const target = samePageIn(location.pathname, dropdown.dataset.docsBase!, link.dataset.docsBase!);
    if (target === null) return; // not a docs page: the link's own href, the version's home
    event.preventDefault();
    const home = link.href;
    void pageExists(target).then((exists) =>
      location.assign(exists ? target + location.search + location.hash : home),
    );
  },
  true,
);

/** `/docs/next/guide/intro`, from docs at `/docs/next/` to docs at `/docs/` → `/docs/guide/intro`. */
export function samePageIn(pathname: string, fromBase: string, toBase: string): string | null {
  if (!pathname.startsWith(fromBase) && `${pathname}/` !== fromBase) return null;
  const rest = pathname.slice(fromBase.length);
  return rest === '' ? null : toBase + rest;
}

async function pageExists(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}
