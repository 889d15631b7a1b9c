// After rehype-slug: gives h2–h6 a "#" anchor link and records the TOC and every anchor id.
import type { Element, Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export interface HeadingAnchorOptions {
  tocMin: number;
  tocMax: number;
}

export default function rehypeHeadingAnchors(options: HeadingAnchorOptions) {
  return (tree: Root, file: VFile) => {
    const data = file.data.doc!;
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id;
      if (typeof id === 'string') data.anchors.push(id);
      const rank = headingRank(node);
      if (!rank || rank === 1 || typeof id !== 'string') return;
      const text = toString(node).trim();
      if (rank >= options.tocMin && rank <= options.tocMax) data.toc.push({ id, text, level: rank });
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
