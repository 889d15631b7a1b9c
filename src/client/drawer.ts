// The mobile sidebar drawer (≤ 996 px): opened from the navbar, closed by its button, the
// backdrop or Escape, focus trapped while open, forced closed at desktop width.
import { trapFocus } from './focus-trap.ts';

const MOBILE = '(max-width: 996px)';

export function setupDrawer(): void {
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
  const opener = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  if (!sidebar || !opener) return;
  const root = document.documentElement;
  const isOpen = () => root.classList.contains('drawer-open');

  const open = () => {
    root.classList.add('drawer-open');
    opener.setAttribute('aria-expanded', 'true');
    // A page in no sidebar (of a site with a sidebars file) has only the main menu to show.
    const none = sidebar.classList.contains('sidebar--none');
    showPanel(none ? 'primary' : 'secondary');
    sidebar
      .querySelector<HTMLElement>(none ? '.sidebar__close' : '.menu .is-active, .sidebar__close')
      ?.focus();
  };
  const close = (returnFocus = true) => {
    if (!isOpen()) return;
    root.classList.remove('drawer-open');
    opener.setAttribute('aria-expanded', 'false');
    if (returnFocus) opener.focus();
  };
  const showPanel = (which: 'primary' | 'secondary') => {
    sidebar.querySelector<HTMLElement>('[data-drawer-primary]')!.hidden = which !== 'primary';
    sidebar.querySelector<HTMLElement>('[data-drawer-secondary]')!.hidden = which !== 'secondary';
    sidebar.querySelector<HTMLElement>('[data-drawer-back]')!.hidden = which !== 'secondary';
  };

  opener.addEventListener('click', () => (isOpen() ? close() : open()));
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest?.('[data-drawer-close]') || target.classList?.contains('drawer-backdrop')) close();
    else if (target.closest?.('[data-drawer-back]')) {
      showPanel('primary');
      sidebar.querySelector<HTMLElement>('[data-drawer-primary] a')?.focus();
    } else if (target.closest?.('[data-drawer-docs]')) {
      showPanel('secondary');
      sidebar.querySelector<HTMLElement>('.menu .is-active, .menu a')?.focus();
    } else if (isOpen() && target.closest?.('[data-sidebar] a')) close(false);
  });
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') close();
    if (event.key === 'Tab') trapFocus(sidebar, event);
  });
  const desktop = matchMedia(MOBILE);
  desktop.addEventListener('change', () => {
    if (!desktop.matches) close(false);
  });
}
