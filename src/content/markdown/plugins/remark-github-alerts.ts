// GitHub alerts, `> [!NOTE]` … (also TIP, IMPORTANT, WARNING, CAUTION), become the same
// <aside class="admonition …"> as `:::note`, so writers coming from GitHub READMEs need not
// rewrite them. IMPORTANT maps to info and CAUTION to danger (GitHub's colours for them).
import type { Blockquote, Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const ALERTS = {
  NOTE: ['note', 'Note'],
  TIP: ['tip', 'Tip'],
  IMPORTANT: ['info', 'Important'],
  WARNING: ['warning', 'Warning'],
  CAUTION: ['danger', 'Caution'],
} as const;

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/i;

export default function remarkGithubAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote) => {
      const first = node.children[0];
      const text = first?.type === 'paragraph' ? first.children[0] : undefined;
      const match = text?.type === 'text' ? MARKER.exec(text.value) : null;
      if (!match || !text || text.type !== 'text') return;
      const [kind, title] = ALERTS[match[1]!.toUpperCase() as keyof typeof ALERTS];
      text.value = text.value.slice(match[0].length);
      const paragraph = first as Paragraph;
      if (!text.value) paragraph.children.shift();
      const rest = paragraph.children.length ? node.children : node.children.slice(1);
      node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${kind}`] } };
      node.children = [
        {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
          children: [{ type: 'text', value: title }],
        },
        ...rest,
      ];
    });
  };
}
