// `## Title {#custom-id}` (Docusaurus, Pandoc, kramdown): the id is the one written, and the
// `{#…}` is not shown. rehype-slug leaves headings that already have an id alone.
import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const CUSTOM_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

export default function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children.at(-1);
      const match = last?.type === 'text' ? CUSTOM_ID.exec(last.value) : null;
      if (!match || last?.type !== 'text') return;
      last.value = last.value.slice(0, match.index);
      if (!last.value) node.children.pop();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
    });
  };
}
