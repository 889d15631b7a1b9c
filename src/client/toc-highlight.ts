// "On this page" marks the section being read: the last heading in the TOC whose top has
// scrolled past the navbar (or the first one, above it). Recomputed on scroll (once a frame)
// and after each client-side navigation, since the TOC is swapped with the page.

/** How far below the navbar a heading still counts as "being read" (px). */
const READING_OFFSET = 24;

let scheduled = false;

export function setupTocHighlight(): void {
  addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(() => {
        scheduled = false;
        updateTocHighlight();
      });
    },
    { passive: true },
  );
  addEventListener('resize', updateTocHighlight, { passive: true });
  updateTocHighlight();
}

export function updateTocHighlight(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a.toc__link')];
  if (links.length === 0) return;
  const navbar = document.querySelector<HTMLElement>('[data-navbar]')?.getBoundingClientRect().bottom ?? 0;
  const line = Math.max(navbar, 0) + READING_OFFSET;
  let active: HTMLAnchorElement | undefined;
  for (const link of links) {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!heading) continue;
    if (heading.getBoundingClientRect().top <= line) active = link;
    else break; // TOC entries follow the page order
  }
  // At the very bottom, the last sections may never reach the line: the last one is being read.
  if (innerHeight + scrollY >= document.documentElement.scrollHeight - 2) active = links[links.length - 1];
  active ??= links[0];
  for (const link of links) {
    const on = link === active;
    link.classList.toggle('is-active', on);
    if (on) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}
