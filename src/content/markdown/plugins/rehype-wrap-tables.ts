// Wide tables scroll sideways on small screens. The scrolling wrapper is a labelled, focusable
// region so keyboard users can scroll it too.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeWrapTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-wrap'], role: 'region', ariaLabel: 'Table', tabIndex: 0 }, children: [node] };
    });
  };
}
