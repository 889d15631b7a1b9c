// Islands: parts of a page that need code in the browser, loaded as script chunks only when they
// come near the viewport. While a chunk loads, a spinner appears after 200 ms; a chunk that fails
// to load shows 'Page Error' with 'Retry'; an island that throws shows its message with
// 'Try again'.
import islands from 'docgen:islands';
import type { IslandModule } from './island-types.ts';

export const SPINNER_DELAY_MS = 200;

export function mountIslands(root: ParentNode): void {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (el) => !el.dataset.islandState,
  );
  if (elements.length === 0) return;
  if (!('IntersectionObserver' in window)) return elements.forEach((el) => void start(el));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void start(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  for (const el of elements) {
    el.dataset.islandState = 'waiting';
    observer.observe(el);
  }
}

async function start(el: HTMLElement): Promise<void> {
  const name = el.dataset.island!;
  const load = islands[name];
  if (!load)
    return showBoundary(el, new Error(`There is no island named "${name}" in this build.`), () => start(el));
  el.dataset.islandState = 'loading';
  el.setAttribute('aria-busy', 'true');
  const spinner = setTimeout(() => showSpinner(el), SPINNER_DELAY_MS);
  let module: IslandModule;
  try {
    module = await load();
  } catch (error) {
    console.error(error);
    return showPageError(el, () => start(el));
  } finally {
    clearTimeout(spinner);
    el.removeAttribute('aria-busy');
  }
  await mount(el, module);
}

async function mount(el: HTMLElement, module: IslandModule): Promise<void> {
  const props = JSON.parse(el.dataset.islandProps || '{}') as Record<string, string>;
  try {
    el.replaceChildren();
    await module.mount(el, props);
    el.dataset.islandState = 'mounted';
  } catch (error) {
    console.error(error);
    showBoundary(el, error, () => mount(el, module));
  }
}

function showSpinner(el: HTMLElement): void {
  el.dataset.islandState = 'spinner';
  el.replaceChildren(
    box(
      'island-loading',
      '<span class="spinner" aria-hidden="true"></span><span class="visually-hidden">Loading…</span>',
      'status',
    ),
  );
}

function showPageError(el: HTMLElement, retry: () => void): void {
  el.dataset.islandState = 'error';
  const error = box(
    'page-error',
    '<p class="page-error__title">Page Error</p><p>This part of the page could not be loaded. Check your connection and retry.</p><button type="button" class="button">Retry</button>',
    'alert',
  );
  error.querySelector('button')!.addEventListener('click', retry, { once: true });
  el.replaceChildren(error);
}

function showBoundary(el: HTMLElement, error: unknown, tryAgain: () => void): void {
  el.dataset.islandState = 'error';
  const message = box(
    'error-boundary',
    '<p class="error-boundary__message"></p><button type="button" class="button">Try again</button>',
    'alert',
  );
  message.querySelector('p')!.textContent = error instanceof Error ? error.message : String(error);
  message.querySelector('button')!.addEventListener('click', tryAgain, { once: true });
  el.replaceChildren(message);
}

function box(className: string, html: string, role: string): HTMLElement {
  const div = document.createElement('div');
  div.className = className;
  div.setAttribute('role', role);
  div.innerHTML = html;
  return div;
}
