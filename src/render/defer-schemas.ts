// A deep schema can be most of a page: GitHub's timeline events are a oneOf of twenty objects,
// each holding whole users and repositories, 1.8 MB of HTML on one page. Past a size budget, the
// contents of nested schema rows (`<details class="schema__nested">` / `schema__option`) move
// out to the route's panels file, deepest level first, until the page body fits; the row itself
// (name, type, required) stays, and the runtime (src/client/schema-tree.ts) loads the rest when
// a reader opens it. Pages under the budget are left exactly as rendered.
import { closingTag } from './html-scan.ts';

/** Body HTML (the page's <main> content) above which deep schema rows, then hidden code tabs, are deferred. */
export const BODY_BUDGET_BYTES = 200_000;

const NESTED_ROW = /<details class="schema__(?:nested|option)"[^>]*>/g;
const SUMMARY_END = '</summary>';

interface Row {
  /** Where the row's hidden contents start (after </summary>) and end (at </details>). */
  start: number;
  end: number;
  /** 1 for a row of a body's top-level properties, 2 for the rows inside it, … */
  depth: number;
}

export interface DeferredSchemas {
  main: string;
  /** The moved contents by placeholder id; empty when the page was under the budget. */
  panels: Record<string, string>;
}

export function deferDeepSchemas(
  main: string,
  panelsUrl: string,
  budget = BODY_BUDGET_BYTES,
): DeferredSchemas {
  if (main.length <= budget) return { main, panels: {} };
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
  if (cut.length === 0) return { main, panels: {} };
  const panels: Record<string, string> = {};
  const url = panelsUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  let out = '';
  let last = 0;
  cut.forEach((row, i) => {
    const id = `schema-rest-${i + 1}`;
    panels[id] = main.slice(row.start, row.end);
    out += `${main.slice(last, row.start)}<div class="schema__deferred" id="${id}" data-deferred="${url}"></div>`;
    last = row.end;
  });
  return { main: out + main.slice(last), panels };
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
    const row = { start: summaryEnd + SUMMARY_END.length, end, depth: open.length + 1 };
    rows.push(row);
    open.push(row);
  }
  return rows;
}
