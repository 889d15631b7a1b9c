// `navbar.hideOnScroll`: the navbar slides away while the reader scrolls down and comes back on
// any scroll up (or near the top of the page).
export function setupHideOnScroll(): void {
  const navbar = document.querySelector<HTMLElement>('[data-navbar][data-hide-on-scroll]');
  if (!navbar) return;
  let last = scrollY;
  let ticking = false;
  addEventListener(
    'scroll',
    () => {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(() => {
        ticking = false;
        const y = scrollY;
        const open = document.documentElement.classList.contains('drawer-open');
        navbar.classList.toggle('is-hidden', !open && y > navbar.offsetHeight && y > last);
        last = y;
      });
    },
    { passive: true },
  );
  // Keyboard focus inside the navbar must never be hidden.
  navbar.addEventListener('focusin', () => navbar.classList.remove('is-hidden'));
}
