// The navigation progress bar: shown only when a route change takes longer than
// 200 ms, hidden when the update completes. No spinner.
export const PROGRESS_DELAY_MS = 200;

let bar: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

export function startProgress(): void {
  clearTimeout(timer);
  timer = setTimeout(show, PROGRESS_DELAY_MS);
}

export function doneProgress(): void {
  clearTimeout(timer);
  if (!bar) return;
  const done = bar;
  bar = null;
  done.classList.add('is-done');
  setTimeout(() => done.remove(), 250);
}

function show(): void {
  if (bar) return;
  bar = document.createElement('div');
  bar.className = 'nav-progress';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', 'Loading page');
  bar.innerHTML = '<div class="nav-progress__bar"></div>';
  document.body.append(bar);
}
