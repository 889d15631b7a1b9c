// Wide tables scroll sideways on small screens. The scrolling wrapper is a labelled, focusable
// region so keyboard users can scroll it too. Regions are landmarks, and landmarks on one page
// need distinct names: the label names the table by its column headers, numbered on repeats.
//
// A GFM column alignment (`| :---: |`) comes out of remark as `align="center"` on each cell, an
// attribute HTML has made obsolete (validators reject it: Flow's interface table). Docusaurus (MDX)
// writes it as an inline style; pages here carry none (their CSP), so it becomes a class the
// stylesheet aligns (`align-center`), and an HTML cell's `align` the same.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export default function rehypeWrapTables() {
  return (tree: Root) => {
    const used = new Map<string, number>();
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const headers: string[] = [];
      visit(node, 'element', (cell: Element) => {
        if (cell.tagName === 'th') headers.push(toString(cell).trim());
        if (cell.tagName === 'th' || cell.tagName === 'td') alignAsClass(cell);
      });
      const base = headers.length > 0 ? `Table: ${headers.filter(Boolean).join(', ')}` : 'Table';
      const seen = (used.get(base) ?? 0) + 1;
      used.set(base, seen);
      const label = seen === 1 ? base : `${base} (${seen})`;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-wrap'], role: 'region', ariaLabel: label, tabIndex: 0 },
        children: [node],
      };
      return 'skip';
    });
  };
}

const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

/** `align="center"` → `class="align-center"`; a value HTML never aligned by is dropped. */
function alignAsClass(cell: Element): void {
  const align = cell.properties.align;
  if (align === undefined) return;
  delete cell.properties.align;
  const value = String(align).trim().toLowerCase();
  if (!ALIGNMENTS.has(value)) return;
  const classes = Array.isArray(cell.properties.className) ? cell.properties.className : [];
  cell.properties.className = [...classes, `align-${value}`];
}
