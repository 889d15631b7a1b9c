// The navbar's dropdowns are <details> (templates/components/Navbar.tsx), which open and close
// without script but stay open until their own summary is clicked again. Here they close as
// menus do: on a click outside, on a click on one of their links (client-side navigation keeps
// the navbar, so the menu stayed open over the next page), and on Escape, which gives the focus
// back to the summary. A dropdown inside another ("More": navbar-overflow.ts) closes with it.

const OPEN = '.navbar details.dropdown[open]';

export function setupNavbarDropdowns(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const dropdown of document.querySelectorAll<HTMLDetailsElement>(OPEN))
      if (!target || !dropdown.contains(target) || target.closest('a')) dropdown.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const active = document.activeElement;
    const inside = active?.closest<HTMLDetailsElement>(OPEN);
    // The outermost open dropdown around the focus: Escape leaves the whole menu.
    let outer = inside;
    while (outer?.parentElement?.closest<HTMLDetailsElement>(OPEN)) outer = outer.parentElement.closest(OPEN);
    if (!outer) return;
    outer.open = false;
    outer.querySelector<HTMLElement>(':scope > summary')?.focus();
  });
}
