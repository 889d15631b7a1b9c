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

/** The admonition `<Admonition type>` is (Docusaurus' `important` is an info box, `secondary` and unknown types a note). */
export function admonitionName(type: string): keyof typeof ADMONITION_TYPES {
  return type in ADMONITION_TYPES
    ? (type as keyof typeof ADMONITION_TYPES)
    : type === 'important'
      ? 'info'
      : 'note';
}

/** The box of an admonition: its classes and its title when it names none. */
export function admonitionBox(name: keyof typeof ADMONITION_TYPES): { className: string[]; title: string } {
  const kind = name === 'caution' ? 'warning' : name === 'important' ? 'info' : name;
  return {
    className: ['admonition', `admonition-${kind}`],
    title: ADMONITION_TYPES[name === 'important' ? name : kind],
  };
}

export default function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (!(node.name in ADMONITION_TYPES)) return;
      assertClosed(node, file, 'admonition', true);
      const box = admonitionBox(node.name as keyof typeof ADMONITION_TYPES);
      const { label, children } = directiveLabel(node);
      node.data = { hName: 'aside', hProperties: { className: box.className } };
      node.children = [
        {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
          children: label ?? [{ type: 'text', value: box.title }],
        },
        ...children,
      ] as ContainerDirective['children'];
    });
  };
}
