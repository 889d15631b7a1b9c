// Registered components (see remark-mdx-components.ts) rendered on the server: the placeholder's
// props and its children (already HTML, as hast) go to the component, and its static markup
// takes the placeholder's place. No script is sent: as with templates, the output is plain HTML.
// React loads with the first page that has a registered component.
import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import type { Components } from '../load-components.ts';

export interface ComponentRenderOptions {
  /** The site's registered components, compiled once (load-components.ts). */
  loadComponents?: () => Promise<Components>;
}

export default function rehypeMdxComponents({ loadComponents }: ComponentRenderOptions) {
  return async (tree: Root, file: VFile) => {
    const found: { node: Element; index: number; parent: Root | Element }[] = [];
    // `<TOCInline />`: the page's table of contents, known once the headings have their anchors.
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'docgen-toc-inline' || !parent || index === undefined) return;
      const items = file.data.doc!.toc.map((item): Element => ({
        type: 'element',
        tagName: 'li',
        properties: { className: [`toc-inline__level-${item.level}`] },
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: { href: `#${item.id}` },
            children: [{ type: 'text', value: item.text }],
          },
        ],
      }));
      parent.children[index] = {
        type: 'element',
        tagName: 'ul',
        properties: { className: ['toc-inline'] },
        children: items,
      };
    });
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'docgen-component' && parent && index !== undefined)
        found.push({ node, index, parent: parent as Root | Element });
    });
    if (found.length === 0) return;
    const [components, { createElement }, { Fragment, jsx, jsxs }, { renderToStaticMarkup }] =
      await Promise.all([
        loadComponents?.() ?? ({} as Components),
        import('react'),
        import('react/jsx-runtime'),
        import('react-dom/server'),
      ]);
    // Innermost first: a component's children may hold another one.
    for (const { node, index, parent } of found.reverse()) {
      const name = String(node.properties.dataComponent);
      const props = JSON.parse(String(node.properties.dataProps ?? '{}')) as Record<string, unknown>;
      const children = toJsxRuntime(
        { type: 'root', children: node.children },
        { Fragment, jsx, jsxs, passNode: false },
      );
      let html: string;
      try {
        html = renderToStaticMarkup(createElement(components[name]!, props, children));
      } catch (error) {
        const data = file.data.doc!;
        throw new DocgenError(`The component <${name}> threw while rendering: ${(error as Error).message}`, {
          file: data.sourceFile,
          hint: 'Registered components render on the server: no browser APIs (window, document) while rendering.',
        });
      }
      parent.children[index] = { type: 'raw', value: html };
    }
  };
}
