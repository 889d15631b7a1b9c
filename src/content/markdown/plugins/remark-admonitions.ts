// `:::note` … `:::` (also tip, info, warning, danger; `caution` as an alias of warning, `important`
// of info, as GitHub's alert) →
// <aside class="admonition admonition-note">. An optional `[Title]` label replaces the default.
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { assertClosed, directiveLabel } from './directive-utils.ts';

export const ADMONITION_TYPES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Warning',
  danger: 'Danger',
  important: 'Important',
} as const;

export default function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (!(node.name in ADMONITION_TYPES)) return;
      assertClosed(node, file, 'admonition', true);
      const name = node.name as keyof typeof ADMONITION_TYPES;
      const kind = name === 'caution' ? 'warning' : name === 'important' ? 'info' : name;
      const { label, children } = directiveLabel(node);
      node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${kind}`] } };
      node.children = [
        {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
          children: label ?? [{ type: 'text', value: ADMONITION_TYPES[name === 'important' ? name : kind] }],
        },
        ...children,
      ] as ContainerDirective['children'];
    });
  };
}
