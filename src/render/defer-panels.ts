// Code tabs hold the same sample in several languages, and only one shows at a time. The page's
// HTML keeps every panel (readable without JavaScript, findable with Ctrl+F), but the navigation
// JSON leaves the hidden ones out: on the long tutorials they were most of its bytes, over the
// 8 KB (gzip) a client-side navigation may fetch. Their HTML goes to a file of its own,
// which the runtime (src/client/code-blocks.ts) loads when a reader reaches for another tab. The
// page's HTML leaves out those a template marked `data-lazy` (an operation's request in eight
// languages), and all of them when the body is over the size budget (render-route.tsx).
import { closingTag } from './html-scan.ts';

/** The opening tag of a panel that is not the active one (both renderers write this prefix). */
const INACTIVE_PANEL = /<div role="tabpanel" class="code-tabs__panel" id="([^"]+)"[^>]*>/g;

export interface DeferredPanels {
  /** The body with every inactive panel empty and marked `data-deferred="<panels URL>"` (the navigation JSON's). */
  main: string;
  /** The body with only the `data-lazy` ones emptied (the page's HTML, within the size budget). */
  page: string;
  /** Each emptied panel's inner HTML, by panel id; empty when the body has no inactive panel. */
  panels: Record<string, string>;
}

/** Moves the inactive code-tab panels of a rendered page body out into `panels`, in one pass for both bodies. */
export function deferInactivePanels(html: string, panelsUrl: string): DeferredPanels {
  const panels: Record<string, string> = {};
  const deferred = ` data-deferred="${panelsUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  let main = '';
  let page = '';
  let last = 0;
  let lastInPage = 0;
  for (const open of html.matchAll(INACTIVE_PANEL)) {
    if (open.index < last) continue; // inside a panel already moved (tabs do not nest, but be safe)
    const start = open.index + open[0].length;
    const end = closingTag(html, start, 'div');
    if (end === -1) continue; // unbalanced: leave the panel in place
    panels[open[1]] = html.slice(start, end);
    main += `${html.slice(last, start - 1)}${deferred}`;
    last = end;
    if (open[0].includes(' data-lazy=""')) {
      page += `${html.slice(lastInPage, start - 1)}${deferred}`;
      lastInPage = end;
    }
  }
  return { main: main + html.slice(last), page: page + html.slice(lastInPage), panels };
}
