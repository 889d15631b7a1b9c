// `:::cards` holding a list whose items start with a link → a grid of link cards.
import type { List, ListItem, Paragraph, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import { lineOf } from '../file-data.ts';
import { assertClosed, directiveLabel } from './directive-utils.ts';

export default function remarkCards() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name !== 'cards') return;
      assertClosed(node, file, 'cards block');
      const data = file.data.doc!;
      const children = directiveLabel(node).children;
      const list = children.find((c): c is List => c.type === 'list');
      if (!list || children.length !== 1) {
        throw new DocgenError('A `:::cards` block must hold exactly one list.', {
          file: data.sourceFile,
          line: lineOf(data, node),
          hint: 'Write one list item per card: `- [Title](/route): text`.',
        });
      }
      list.data = { hProperties: { className: ['cards'] } };
      // A tight list would unwrap the card's paragraphs (and lose their classes).
      list.spread = true;
      list.children = list.children.map((item) => toCard(item, file));
      node.data = { hName: 'div', hProperties: { className: ['cards-block'] } };
    });
  };
}

function toCard(item: ListItem, file: VFile): ListItem {
  const data = file.data.doc!;
  const first = item.children[0];
  const link = first?.type === 'paragraph' ? first.children[0] : undefined;
  if (!link || link.type !== 'link') {
    throw new DocgenError('Each card must start with a link: `- [Title](/route): text`.', {
      file: data.sourceFile,
      line: lineOf(data, item),
    });
  }
  const rest = (first as Paragraph).children.slice(1) as PhrasingContent[];
  const lead = rest[0];
  if (lead?.type === 'text') {
    lead.value = lead.value.replace(/^\s*[:—–-]\s*/, '');
    lead.value = lead.value.charAt(0).toUpperCase() + lead.value.slice(1);
  }
  link.data = { hProperties: { className: ['card__link'] } };
  return {
    ...item,
    spread: true,
    data: { hProperties: { className: ['card'] } },
    children: [
      { type: 'paragraph', data: { hProperties: { className: ['card__title'] } }, children: [link] },
      ...(rest.length
        ? [
            {
              type: 'paragraph' as const,
              data: { hProperties: { className: ['card__text'] } },
              children: rest,
            },
          ]
        : []),
      ...item.children.slice(1),
    ],
  };
}
