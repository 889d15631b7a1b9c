// Takes a page's `<head>` blocks out of its body (Docusaurus renders none of it in the page) and
// notes what they set in `file.data.doc.head` (src/content/page-head.ts): the page's title and
// meta tags reach the document's <head> through the page's data. What docgen leaves out of a
// block is a warning at its line. Runs before the component and HTML plugins, which would
// otherwise report `<head>`, `<title>` and `<meta>` as HTML the page loses.
import type { Html, Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import { DocgenError } from '../../../errors.ts';
import { pageHead, type HeadEntry } from '../../page-head.ts';
import { lineOf } from '../file-data.ts';
import { htmlHeadEntries, mdxHeadEntries } from '../head-block.ts';

const HTML_HEAD = /^\s*<head(?=[\s>/]|$)/i;

export default function remarkPageHead() {
  return (tree: Root, file: VFile) => {
    const data = file.data.doc!;
    const entries: HeadEntry[] = [];
    const line = (node: Node) => lineOf(data, node);
    const walk = (parent: Parent) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i]!;
        if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && isHead(node)) {
          entries.push(...mdxHeadEntries(node as Parameters<typeof mdxHeadEntries>[0], line));
          parent.children.splice(i--, 1);
        } else if (node.type === 'html' && HTML_HEAD.test((node as Html).value)) {
          const end = closingSibling(parent, i);
          const source = sliceOf(file, parent.children[i]!, parent.children[end]!);
          entries.push(...htmlHeadEntries(source ?? (node as Html).value, line(node)));
          parent.children.splice(i, end - i + 1);
          i--;
        } else if ('children' in node) walk(node as Parent);
      }
    };
    walk(tree);
    if (entries.length === 0) return;
    const { head, dropped } = pageHead(entries);
    // Several blocks are read as one, in order: the later tag of a name wins, as with react-helmet.
    data.head = head;
    for (const drop of dropped)
      data.warnings.push(
        new DocgenError(`${drop.what} in the page's <head> is left out: ${drop.why}.`, {
          file: data.sourceFile,
          line: drop.line,
          hint: 'A page\'s <head> sets its <title>, meta tags (`<meta name="description" content="…" />`, `og:*`, `twitter:*`) and canonical or alternate links; remove the rest.',
        }),
      );
  };
}

function isHead(node: Node): boolean {
  return (node as { name?: string | null }).name === 'head';
}

/**
 * The sibling that closes the block opened at `start`: raw HTML with blank lines in it is several
 * nodes (`<head>`, then `<meta …>` after a blank line, then `</head>`). `start` when none does.
 */
function closingSibling(parent: Parent, start: number): number {
  for (let i = start; i < parent.children.length; i++) {
    const node = parent.children[i]!;
    if (node.type === 'html' && /<\/head\s*>/i.test((node as Html).value)) return i;
  }
  return start;
}

/** The page's text from `first` to `last`, as written (blank lines and all). */
function sliceOf(file: VFile, first: Node, last: Node): string | undefined {
  const from = first.position?.start.offset;
  const to = last.position?.end.offset;
  return from === undefined || to === undefined ? undefined : String(file.value).slice(from, to);
}
