// Blockquotes and lists nested thousands deep (a line of `>` characters, a pasted tree) would
// overflow the stack of every recursive step after parsing. The tree is measured here, without
// recursion, and anything deeper than any real page is an error at the line where it gets too deep.
// Some shapes never get that far: markers in a row on one line (`* * * * … a`, `> > > … a`) nest
// a list or a quote per marker, and the parser takes time that grows with their square (10 KB of
// list markers, 11 s; 40 KB, minutes) or overflows the stack itself. `deepLine` finds those lines
// before the text is parsed; a stack overflow that still happens (emphasis nested thousands deep)
// is reported as `tooDeep` (processor.ts).
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
}

/**
 * The first line (1-based) that opens more than MAX_NESTING levels by its leading markers alone
 * (`>` one level, `- `, `* `, `+ `, `1. `, `1) ` two: list and item), or undefined. Linear in the
 * text. A thematic break (`- - - -`) is not a list.
 */
export function deepLine(markdown: string): number | undefined {
  let line = 1;
  for (let start = 0; start < markdown.length; line++) {
    let at = start;
    let depth = 0;
    for (;;) {
      while (markdown[at] === ' ' || markdown[at] === '\t' || markdown[at] === '>') {
        if (markdown[at] === '>') depth++;
        at++;
      }
      const c = markdown[at];
      let end = at;
      if (c === '-' || c === '*' || c === '+') end = at + 1;
      else {
        while (end < at + 9 && c !== undefined && markdown[end] >= '0' && markdown[end] <= '9') end++;
        end = end > at && (markdown[end] === '.' || markdown[end] === ')') ? end + 1 : at;
      }
      if (end === at || (markdown[end] !== ' ' && markdown[end] !== '\t')) break;
      depth += 2; // a list and its item
      at = end;
    }
    const next = markdown.indexOf('\n', at);
    const text = markdown.slice(start, next < 0 ? markdown.length : next);
    if (depth > MAX_NESTING && !/^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*\r?$/.test(text)) return line;
    if (next < 0) break;
    start = next + 1;
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
