// Blockquotes and lists nested thousands deep (a line of `>` characters, a pasted tree) would
// overflow the stack of every recursive step after parsing. The tree is measured here, without
// recursion, and anything deeper than any real page is an error at the line where it gets too deep.
import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import { DocgenError } from '../../../errors.ts';
import { lineOf } from '../file-data.ts';

/** Nesting depth of the Markdown tree (a nested list level counts two: list and item). */
export const MAX_NESTING = 100;

export default function remarkNestingLimit() {
  return (tree: Root, file: VFile) => {
    const stack: [Node, number][] = [[tree, 0]];
    while (stack.length > 0) {
      const [node, depth] = stack.pop()!;
      if (depth > MAX_NESTING) {
        const data = file.data.doc!;
        throw new DocgenError(`Markdown nested too deeply: more than ${MAX_NESTING} levels of blockquotes or lists.`, {
          file: data.sourceFile,
          line: lineOf(data, node),
          hint: 'Flatten the nesting: docgen renders up to 100 levels (a nested list level counts two). A long run of `>` or of indented `-` is usually a paste gone wrong.',
        });
      }
      for (const child of (node as Parent).children ?? []) stack.push([child, depth + 1]);
    }
  };
}
