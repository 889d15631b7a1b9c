// The live-reload client, only ever served by `docgen dev` (compiled with esbuild when the dev
// server starts; never part of a build). It listens on the server-sent events channel: a rebuild
// of the page on screen reloads it at the same scroll position; a failed rebuild shows the
// terminal's message in an overlay, which the next good rebuild removes.
import { DEV_EVENTS_PATH, withBase } from '../../shared/output-layout.ts';
import { hideOverlay, showOverlay } from './overlay.ts';

interface DevEvent {
  type: 'reload' | 'build-error';
  routes?: string[] | 'all';
  message?: string;
}

const SCROLL_KEY = 'docgen-dev-scroll';
const base = document.currentScript?.getAttribute('data-base') ?? '/';

/** The route on screen (the client router may have changed it since the page loaded). */
function currentRoute(): string {
  const pathname = location.pathname.startsWith(base)
    ? `/${location.pathname.slice(base.length)}`
    : location.pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
}

/** The position being restored, until the page has loaded (see `reload`). */
let restoring: { x: number; y: number } | undefined;

// The browser restores the scroll position itself on some reloads but not all (e.g. while the
// page is still laying out): set it once the DOM is there and again once images have loaded.
function restoreScroll(): void {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  if (!saved) return;
  sessionStorage.removeItem(SCROLL_KEY);
  const { route, x, y } = JSON.parse(saved) as { route: string; x: number; y: number };
  if (route !== currentRoute()) return;
  restoring = { x, y };
  const apply = () => window.scrollTo(x, y);
  apply();
  window.addEventListener('load', () => (apply(), (restoring = undefined)), { once: true });
}

function reload(): void {
  // A second reload while this page is still loading (two saves in a row) keeps the position
  // being restored: the page may not have scrolled there yet.
  const { x, y } = restoring ?? { x: window.scrollX, y: window.scrollY };
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ route: currentRoute(), x, y }));
  location.reload();
}

function connect(): void {
  const source = new EventSource(withBase(base, DEV_EVENTS_PATH));
  // Marks the page as listening (tests and the curious wait for it before editing).
  source.addEventListener('open', () =>
    document.documentElement.setAttribute('data-docgen-dev', 'connected'),
  );
  source.addEventListener('reload', (e) => {
    const event = JSON.parse((e as MessageEvent<string>).data) as DevEvent;
    hideOverlay();
    if (event.routes === 'all' || event.routes?.includes(currentRoute())) reload();
  });
  source.addEventListener('build-error', (e) => {
    const event = JSON.parse((e as MessageEvent<string>).data) as DevEvent;
    showOverlay(event.message ?? 'The build failed.');
  });
}

restoreScroll();
connect();
