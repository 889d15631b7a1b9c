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

/**
 * Ids the page's own markup has (templates/, src/client/): a heading "Sidebar" would otherwise
 * give a second `id="sidebar"`, and the drawer's `aria-controls` and skip links would find it.
 */
const TEMPLATE_IDS = new Set(['sidebar', 'main-content', 'base-url-banner', 'route-announcer']);

export default function rehypeHeadingAnchors(options: HeadingAnchorOptions) {
  return (tree: Root, file: VFile) => {
    const data = file.data.doc!;
    // The page's own ids, and those of the template around a spec description (its sections).
    const reserved = data.reservedIds?.length
      ? new Set([...TEMPLATE_IDS, ...data.reservedIds])
      : TEMPLATE_IDS;
    const taken = new Set<string>();
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') taken.add(node.properties.id);
    });
    // `<a name="x"></a>`, the anchor of HTML 4 (Metro's configuration page): browsers still
    // scroll to it, but the attribute is obsolete, so it becomes the id links can be checked against.
    visit(tree, 'element', (node: Element) => {
      const name = node.properties.name;
      if (node.tagName !== 'a' || node.properties.href != null || node.properties.id != null) return;
      if (typeof name !== 'string' || name === '' || taken.has(name) || reserved.has(name)) return;
      node.properties.id = name;
      delete node.properties.name;
      taken.add(name);
    });
    visit(tree, 'element', (node: Element) => {
      if (headingRank(node) && typeof node.properties.id === 'string') {
        // A heading with no words (its component left out): no id, no anchor, not in the TOC.
        if (node.properties.id === '') delete node.properties.id;
        else if (reserved.has(node.properties.id)) {
          let n = 1;
          while (taken.has(`${node.properties.id}-${n}`) || reserved.has(`${node.properties.id}-${n}`)) n++;
          node.properties.id = `${node.properties.id}-${n}`;
          taken.add(node.properties.id);
        }
      }
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
