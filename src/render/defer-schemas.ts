// A deep schema can be most of a page: GitHub's timeline events are a oneOf of twenty objects,
// each holding whole users and repositories, 1.8 MB of HTML on one page. Past a size budget, the
// contents of nested schema rows (`<details class="schema__nested">` / `schema__option`) move
// out, deepest level first, until the body fits; the row itself (name, type, required) stays,
// and the runtime (src/client/schema-tree.ts) loads the rest when a reader opens it. Bodies under
// the budget are left exactly as rendered.
//
// What moves out is a fragment of its own, named by its content (`_docgen/schemas/s.<hash>.json`):
// the same schema in the same place of many operations (a repository's owner) is one file for the
// whole site, cached by the browser once. Its anchors are written relative to the row that holds
// it (`~.login` for `#response-200.owner.login`); the runtime puts the row's id back in.
import { createHash } from 'node:crypto';
import { schemaFragmentPathFor, withBase } from '../shared/output-layout.ts';
import { ROW_ANCHOR } from '../shared/schema-fragments.ts';
import { closingTag } from './html-scan.ts';

/** Page body HTML (the <main> content) above which deep schema rows are deferred. */
export const BODY_BUDGET_BYTES = 200_000;
/**
 * The same for the navigation JSON, which only the runtime reads (it loads rows when they open):
 * a client-side navigation to a large operation fetches its first levels, not every nested object
 * (about 4 KB gzipped; GitHub's median body is 16 KB, its largest 200 KB). The fragments it then
 * loads are shared by every page, so the browser's cache has most of them after a few pages.
 */
export const NAVIGATION_BUDGET_BYTES = 20_000;

/** A nested row: `<li id="…">` directly around `<details class="schema__nested|option">`. */
const NESTED_ROW = /<li id="([^"]*)"><details class="schema__(?:nested|option)"[^>]*>/g;
const SUMMARY_END = '</summary>';

interface Row {
  /** The row's anchor (its `<li>`'s id): the fragment's anchors are relative to it. */
  anchor: string;
  /** Where the row's hidden contents start (after </summary>) and end (at </details>). */
  start: number;
  end: number;
  /** 1 for a row of a body's top-level properties, 2 for the rows inside it, … */
  depth: number;
}

export interface DeferredSchemas {
  main: string;
  /** The moved contents, by output path (`schemaFragmentPathFor`); empty when the body was under the budget. */
  fragments: Map<string, string>;
}

export function deferDeepSchemas(main: string, baseUrl: string, budget = BODY_BUDGET_BYTES): DeferredSchemas {
  const fragments = new Map<string, string>();
  if (main.length <= budget) return { main, fragments };
  const rows = nestedRows(main);
  // The deepest level whose rows, moved out, bring the body under the budget; the top level if none does.
  const deepest = Math.max(0, ...rows.map((r) => r.depth));
  let depth = 1;
  for (let d = deepest; d > 1; d--) {
    if (main.length - movedBytes(rows, d) <= budget) {
      depth = d;
      break;
    }
  }
  const cut = rows.filter((r) => r.depth === depth);
  if (cut.length === 0) return { main, fragments };
  let out = '';
  let last = 0;
  for (const row of cut) {
    if (main.startsWith('<div class="schema__deferred"', row.start)) continue; // left out already
    const html = relativeAnchors(main.slice(row.start, row.end), row.anchor);
    const file = schemaFragmentPathFor(createHash('sha256').update(html).digest('hex').slice(0, 16));
    fragments.set(file, JSON.stringify(html));
    const url = withBase(baseUrl, file).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    out += `${main.slice(last, row.start)}<div class="schema__deferred" data-fragment="${url}"></div>`;
    last = row.end;
  }
  return { main: out + main.slice(last), fragments };
}

/** `id="<anchor>.x"` → `id="~.x"`, `href="#<anchor>.x"` → `href="#~.x"`: the same wherever the row is. */
function relativeAnchors(html: string, anchor: string): string {
  if (!anchor) return html;
  const escaped = anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.replace(new RegExp(`( id="|href="#)${escaped}(?=[."])`, 'g'), `$1${ROW_ANCHOR}`);
}

/** Bytes moved out if every row at `depth` is deferred (rows deeper go with their ancestor). */
function movedBytes(rows: Row[], depth: number): number {
  return rows.filter((r) => r.depth === depth).reduce((sum, r) => sum + (r.end - r.start), 0);
}

/** Every nested schema row of `html`, with its depth among nested rows. */
function nestedRows(html: string): Row[] {
  const rows: Row[] = [];
  const open: Row[] = [];
  for (const match of html.matchAll(NESTED_ROW)) {
    const summaryEnd = html.indexOf(SUMMARY_END, match.index);
    const end = closingTag(html, match.index + match[0].length, 'details');
    if (summaryEnd === -1 || end === -1) continue; // unbalanced: leave it in place
    while (open.length && open[open.length - 1].end < match.index) open.pop();
    const row = { anchor: match[1], start: summaryEnd + SUMMARY_END.length, end, depth: open.length + 1 };
    rows.push(row);
    open.push(row);
  }
  return rows;
}
