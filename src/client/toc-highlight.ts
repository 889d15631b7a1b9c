// "On this page" marks the section being read: the last heading in the TOC whose top has
// scrolled past the navbar (or the first one, above it). Recomputed on scroll and resize (once
// a frame) and after each client-side navigation, since the TOC is swapped with the page. The
// boxes come from measure() (./measure.ts): working this out never lays the page out on the spot.
import { measure } from './measure.ts';

/** How far below the navbar a heading still counts as "being read" (px). */
const READING_OFFSET = 24;

/** A measurement is under way; `again`: the page moved meanwhile, measure once more after it. */
let pending = false;
let again = false;

export function setupTocHighlight(): void {
  addEventListener('scroll', updateTocHighlight, { passive: true });
  addEventListener('resize', updateTocHighlight, { passive: true });
  updateTocHighlight();
}

export function updateTocHighlight(): void {
  if (pending) {
    again = true;
    return;
  }
  pending = true;
  void highlight().finally(() => {
    pending = false;
    if (again) {
      again = false;
      updateTocHighlight();
    }
  });
}

async function highlight(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a.toc__link')];
  if (links.length === 0) return;
  const headings = links.map((link) => {
    try {
      return document.getElementById(decodeURIComponent(link.hash.slice(1)));
    } catch {
      return null; // a malformed %-escape names no heading
    }
  });
  const navbar = document.querySelector('[data-navbar]');
  const page = document.documentElement;
  const { rects, viewport } = await measure([
    page,
    ...(navbar ? [navbar] : []),
    ...headings.filter((h): h is HTMLElement => h !== null),
  ]);
  // The TOC may have been swapped (a client-side navigation) while the boxes were measured.
  if (!links[0].isConnected) return;
  const line = Math.max(navbar ? rects.get(navbar)!.bottom : 0, 0) + READING_OFFSET;
  let active: HTMLAnchorElement | undefined;
  for (const [i, link] of links.entries()) {
    const heading = headings[i];
    if (!heading) continue;
    if (rects.get(heading)!.top <= line) active = link;
    else break; // TOC entries follow the page order
  }
  // At the very bottom, the last sections may never reach the line: the last one is being read.
  if (rects.get(page)!.bottom <= viewport.bottom + 2) active = links[links.length - 1];
  active ??= links[0];
  for (const link of links) {
    const on = link === active;
    link.classList.toggle('is-active', on);
    if (on) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}
