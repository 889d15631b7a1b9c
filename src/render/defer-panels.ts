// Code tabs hold the same sample in several languages, and only one shows at a time. The page's
// HTML keeps every panel (readable without JavaScript, findable with Ctrl+F), but the navigation
// JSON leaves the hidden ones out: on the long tutorials they were most of its bytes, over the
// 8 KB (gzip) a client-side navigation may fetch. Their HTML goes to a file of its own,
// which the runtime (src/client/code-blocks.ts) loads when a reader reaches for another tab. A page
// whose body is over the size budget leaves them out of its HTML too (render-route.tsx).
import { closingTag } from './html-scan.ts';

/** The opening tag of a panel that is not the active one (both renderers write this prefix). */
const INACTIVE_PANEL = /<div role="tabpanel" class="code-tabs__panel" id="([^"]+)"[^>]*>/g;

export interface DeferredPanels {
  /** The body with every inactive panel empty and marked `data-deferred="<panels URL>"`. */
  main: string;
  /** Each emptied panel's inner HTML, by panel id; empty when the body has no inactive panel. */
  panels: Record<string, string>;
}

/**
 * Moves the inactive code-tab panels of a rendered page body out into `panels`: all of them, or
 * only those whose template marked them `data-lazy` (the page's HTML keeps the others).
 */
export function deferInactivePanels(
  html: string,
  panelsUrl: string,
  which: 'all' | 'lazy' = 'all',
): DeferredPanels {
  const panels: Record<string, string> = {};
  let main = '';
  let last = 0;
  for (const open of html.matchAll(INACTIVE_PANEL)) {
    if (open.index < last) continue; // inside a panel already moved (tabs do not nest, but be safe)
    if (which === 'lazy' && !open[0].includes(' data-lazy=""')) continue;
    const start = open.index + open[0].length;
    const end = closingTag(html, start, 'div');
    if (end === -1) continue; // unbalanced: leave the panel in place
    panels[open[1]] = html.slice(start, end);
    main += `${html.slice(last, start - 1)} data-deferred="${panelsUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
    last = end;
  }
  return { main: main + html.slice(last), panels };
}
