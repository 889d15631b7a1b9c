// Keeps Tab and Shift+Tab inside an open modal (the mobile drawer, the search dialog, the Try-it
// console, which names the controls it holds).
const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled])';

export function trapFocus(container: HTMLElement, event: KeyboardEvent, focusable = FOCUSABLE): void {
  const elements = [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.getClientRects().length > 0 || el === document.activeElement,
  );
  if (elements.length === 0) return;
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (!container.contains(document.activeElement)) {
    event.preventDefault();
    first.focus();
  }
}
