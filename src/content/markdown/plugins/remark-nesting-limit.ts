// Blockquotes and lists nested thousands deep (a line of `>` characters, a pasted tree) would
// overflow the stack of every recursive step after parsing. The tree is measured here, without
// recursion, and anything deeper than any real page is an error at the line where it gets too deep.
// Some shapes never get that far: markers in a row on one line (`* * * * … a`, `> > > … a`) nest
// a list or a quote per marker, and the parser takes time that grows with their square (10 KB of
// list markers, 11 s; 40 KB, minutes) or overflows the stack itself; so do indented lists a level
// deeper a line and emphasis opened thousands of times. `deepLine` and `deepEmphasisLine` find
// those lines before the text is parsed; a stack overflow that still happens (HTML tags nested
// thousands deep) is reported as `tooDeep` (processor.ts).
import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import { DocgenError } from '../../../errors.ts';
import { lineOf } from '../file-data.ts';

/** Nesting depth of the Markdown tree (a nested list level counts two: list and item). */
export const MAX_NESTING = 100;

const NESTED_TOO_DEEPLY = `Markdown nested too deeply: more than ${MAX_NESTING} levels of blockquotes or lists.`;
const NESTING_HINT =
  'Flatten the nesting: docgen renders up to 100 levels (a nested list level counts two). A long run of `>` or of indented `-` is usually a paste gone wrong.';

export default function remarkNestingLimit() {
  return (tree: Root, file: VFile) => {
    const stack: [Node, number][] = [[tree, 0]];
    while (stack.length > 0) {
      const [node, depth] = stack.pop()!;
      if (depth > MAX_NESTING) {
        const data = file.data.doc!;
        throw new DocgenError(NESTED_TOO_DEEPLY, {
          file: data.sourceFile,
          line: lineOf(data, node),
          hint: NESTING_HINT,
        });
      }
      for (const child of (node as Parent).children ?? []) stack.push([child, depth + 1]);
    }
  };
}

/** Throws where `markdown` (starting at line `lineOffset + 1` of `file`) nests too deeply by its markers. */
export function assertNotTooDeep(markdown: string, file: string, lineOffset: number): void {
  const line = deepLine(markdown);
  if (line !== undefined)
    throw new DocgenError(NESTED_TOO_DEEPLY, { file, line: line + lineOffset, hint: NESTING_HINT });
  const emphasis = deepEmphasisLine(markdown);
  if (emphasis !== undefined)
    throw new DocgenError(EMPHASIS_TOO_DEEP, {
      file,
      line: emphasis + lineOffset,
      hint: 'Close each `*`, `**`, `_` or `__` before opening the next, or escape the literal ones (`\\*`). A long run of the same markers is usually a paste gone wrong.',
    });
}

const EMPHASIS_TOO_DEEP = `Markdown nested too deeply: emphasis (\`*\`, \`_\`) more than ${MAX_NESTING} levels deep.`;

/**
 * The first line (1-based) that nests more than MAX_NESTING levels of blockquotes or lists, or
 * undefined: by its own leading markers (`> > - - …`), or as the deepest of a run of indented list
 * items, one level deeper a line (the parser's time grows with the square of that depth: 1,000
 * levels take it minutes). Linear in the text; it counts only nesting the parser would see too
 * (fenced code is skipped, a marker indented four columns past its parent's text is code), so a
 * page it passes is one the parser reads in time.
 */
export function deepLine(markdown: string): number | undefined {
  let line = 1;
  // The text column of each open list item, innermost last (indented lists).
  const items: number[] = [];
  let fence: string | undefined;
  for (let start = 0; start < markdown.length; line++) {
    const next = markdown.indexOf('\n', start);
    const text = markdown.slice(start, next < 0 ? markdown.length : next);
    const opening = /^[ \t]*(`{3,}|~{3,})/.exec(text);
    if (fence !== undefined) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = undefined;
    } else if (opening) fence = opening[1];
    else {
      if (markerDepth(text) > MAX_NESTING && !/^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*\r?$/.test(text))
        return line;
      if (indentedListDepth(text, items) > MAX_NESTING) return line;
    }
    if (next < 0) break;
    start = next + 1;
  }
  return undefined;
}

/** Levels a line opens by its leading markers alone (`>` one, `- `, `* `, `+ `, `1. `, `1) ` two). */
function markerDepth(text: string): number {
  let at = 0;
  let depth = 0;
  for (;;) {
    while (text[at] === ' ' || text[at] === '\t' || text[at] === '>') {
      if (text[at] === '>') depth++;
      at++;
    }
    const end = markerEnd(text, at);
    if (end === at) return depth;
    depth += 2; // a list and its item
    at = end;
  }
}

/** Where a list marker starting at `at` ends (at its following space), or `at` if there is none. */
function markerEnd(text: string, at: number): number {
  const c = text[at];
  let end = at;
  if (c === '-' || c === '*' || c === '+') end = at + 1;
  else {
    while (end < at + 9 && text[end] >= '0' && text[end] <= '9') end++;
    end = end > at && (text[end] === '.' || text[end] === ')') ? end + 1 : at;
  }
  return end > at && (text[end] === ' ' || text[end] === '\t') ? end : at;
}

/**
 * Updates `items` (text columns of the open list items) with one line and returns the nesting it
 * reaches (two a level: list and item). A line ends every item whose text column it does not reach;
 * a marker at or past the innermost item's text column (by less than four: more is code) opens an
 * item inside it. It may close items the parser keeps open (lazy lines), never the reverse.
 */
function indentedListDepth(text: string, items: number[]): number {
  let indent = 0;
  let at = 0;
  for (; text[at] === ' ' || text[at] === '\t'; at++)
    indent = text[at] === '\t' ? indent + 4 - (indent % 4) : indent + 1;
  if (at === text.length || text[at] === '\r') return items.length * 2; // blank: nothing closes
  while (items.length > 0 && indent < items[items.length - 1]) items.pop();
  const parent = items.length > 0 ? items[items.length - 1] : 0;
  const end = text[at] === '>' ? at : markerEnd(text, at);
  if (end === at || indent >= parent + 4) return items.length * 2;
  let spaces = 1;
  while (spaces < 5 && text[end + spaces] === ' ') spaces++;
  items.push(indent + (end - at) + (spaces > 4 ? 1 : spaces));
  return items.length * 2;
}

/**
 * The first line (1-based) where emphasis nests more than MAX_NESTING levels deep, or undefined.
 * Emphasis nested thousands deep takes the parser minutes (5,000 pairs, 8) before it overflows the
 * stack; no page nests a hundred. A run of `*` or `_` opens when text follows it and space or
 * punctuation precedes it, closes in the mirror case, and pairs with the nearest open run of its
 * paragraph; only pairs count (runs never closed cost the parser little: `f(*args, **kwargs)`).
 * Code spans, escapes and fenced code are skipped. Linear in the text.
 */
export function deepEmphasisLine(markdown: string): number | undefined {
  let line = 1;
  let fence: string | undefined;
  // The paragraph's runs in order: an opening run's line, or -1 for a closing run.
  let runs: number[] = [];
  const deepest = () => {
    const found = pairedDepthLine(runs);
    runs = [];
    return found;
  };
  for (let start = 0; start < markdown.length; line++) {
    const next = markdown.indexOf('\n', start);
    const text = markdown.slice(start, next < 0 ? markdown.length : next);
    const opening = /^[ \t]*(`{3,}|~{3,})/.exec(text);
    if (fence !== undefined) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = undefined;
    } else if (opening || text.trim() === '') {
      if (opening) fence = opening[1];
      const found = deepest();
      if (found !== undefined) return found;
    } else emphasisRuns(text, line, runs);
    if (next < 0) break;
    start = next + 1;
  }
  return deepest();
}

/** Appends the emphasis runs of one line to `runs` (its line number when opening, -1 closing). */
function emphasisRuns(text: string, line: number, runs: number[]): void {
  for (let at = 0; at < text.length;) {
    const c = text[at];
    if (c === '`') {
      let end = at;
      while (text[end] === '`') end++;
      const close = text.indexOf(text.slice(at, end), end);
      at = close < 0 ? end : close + (end - at);
    } else if (c === '\\') at += 2;
    else if (c !== '*' && c !== '_') at++;
    else {
      let end = at;
      while (text[end] === c) end++;
      const before = at === 0 ? ' ' : text[at - 1];
      const after = end >= text.length ? ' ' : text[end];
      const opens = !/\s/.test(after) && /[\s\p{P}\p{S}]/u.test(before);
      const closes = !/\s/.test(before) && /[\s\p{P}\p{S}]/u.test(after);
      if (opens !== closes) runs.push(opens ? line : -1);
      at = end;
    }
  }
}

/** The line where paired runs first nest more than MAX_NESTING deep (see deepEmphasisLine). */
function pairedDepthLine(runs: number[]): number | undefined {
  // Pair each closing run with the nearest open one; then count only the runs that were paired.
  const paired = new Uint8Array(runs.length);
  const open: number[] = [];
  runs.forEach((run, i) => {
    if (run >= 0) open.push(i);
    else if (open.length > 0) {
      paired[open.pop()!] = 1;
      paired[i] = 1;
    }
  });
  let depth = 0;
  for (let i = 0; i < runs.length; i++) {
    if (!paired[i]) continue;
    depth += runs[i] >= 0 ? 1 : -1;
    if (depth > MAX_NESTING) return runs[i];
  }
  return undefined;
}

/** Markdown the chain could not walk without overflowing the stack: nested too deeply, in `file`. */
export function tooDeep(error: unknown, file: string): DocgenError | undefined {
  if (!(error instanceof RangeError) || !/call stack/i.test(error.message)) return undefined;
  return new DocgenError(
    'Markdown nested too deeply: emphasis, links, quotes or lists nested thousands of levels deep.',
    {
      file,
      hint: 'Flatten it: no page needs more than a few levels of these. A long run of the same markers or tags is usually a paste gone wrong.',
      cause: error,
    },
  );
}
