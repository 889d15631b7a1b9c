// Spec descriptions are written for someone else's page: Redoc-style specs open `info.description`
// with `# Introduction`, GitHub's operations use `####` right under the title. Dropped into our
// page as written, that is a second <h1> or a jump from h1 to h4, which screen-reader users
// navigating by heading (and HTML validators) trip over. With `headingBase` set (spec
// descriptions only; a content page's headings are its author's), the text's heading levels, in
// order, become `headingBase`, `headingBase + 1`, … (at most h6): the outline is kept, the gaps closed.
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

const HEADING = /^h([1-6])$/;

export default function rehypeFitHeadings() {
  return (tree: Root, file: VFile) => {
    const base = file.data.doc?.headingBase;
    if (!base) return;
    const headings: [Element, number][] = [];
    visit(tree, 'element', (node: Element) => {
      const level = HEADING.exec(node.tagName)?.[1];
      if (level) headings.push([node, Number(level)]);
    });
    const levels = [...new Set(headings.map(([, level]) => level))].sort((a, b) => a - b);
    for (const [node, level] of headings) node.tagName = `h${Math.min(6, base + levels.indexOf(level))}`;
  };
}
