// Raw HTML in Markdown is shown as text, never injected: pages (and OpenAPI descriptions, which
// reuse this pipeline) cannot smuggle in <script>, event handlers or styles.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export default function remarkEscapeHtml() {
  return (tree: Root) => {
    visit(tree, 'html', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const text = { type: 'text' as const, value: node.value };
      // A block of HTML becomes a paragraph of text; inline HTML stays inline.
      parent.children[index] = (parent.type === 'root' || parent.type === 'blockquote' || parent.type === 'listItem' ? { type: 'paragraph', children: [text] } : text) as never;
    });
  };
}
