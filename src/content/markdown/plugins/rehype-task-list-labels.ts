// GFM task list items render a bare (disabled) checkbox; screen readers announce it as an
// unlabelled form field. Each checkbox is labelled with its item's text.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export default function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'li') return;
      const holder =
        node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'p') ?? node;
      const box = holder.children.find(
        (c): c is Element =>
          c.type === 'element' && c.tagName === 'input' && c.properties.type === 'checkbox',
      );
      if (box) box.properties.ariaLabel = toString(holder).trim() || 'Task';
    });
  };
}
