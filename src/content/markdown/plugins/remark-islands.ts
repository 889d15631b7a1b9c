// `::island{name="demo" some="prop"}` → a placeholder the browser runtime mounts an island into
// (src/client/islands). The name must be one of the islands declared in docgen.config.ts, so a
// typo fails the build instead of leaving an empty box on the page.
import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import { lineOf } from '../file-data.ts';

export interface IslandOptions {
  /** Island names declared under `islands` in the config. */
  islands?: string[];
}

export default function remarkIslands({ islands = [] }: IslandOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'leafDirective', (node: LeafDirective) => {
      if (node.name !== 'island') return;
      const data = file.data.doc!;
      const { name, ...props } = node.attributes ?? {};
      if (!name || !islands.includes(name)) {
        throw new DocgenError(
          name ? `Unknown island "${name}".` : 'An `::island` needs a name: `::island{name="…"}`.',
          {
            file: data.sourceFile,
            line: lineOf(data, node),
            hint: islands.length
              ? `Declared islands: ${islands.join(', ')}.`
              : 'Declare it in docgen.config.ts: `islands: { name: "./islands/name.ts" }`.',
          },
        );
      }
      node.data = {
        hName: 'div',
        hProperties: { className: ['island'], dataIsland: name, dataIslandProps: JSON.stringify(props) },
        // Shown until the island mounts, and for good without JavaScript.
        hChildren: [
          {
            type: 'element',
            tagName: 'p',
            properties: { className: ['island__fallback'] },
            children: [{ type: 'text', value: 'This part of the page needs JavaScript.' }],
          },
        ],
      };
      node.children = [];
    });
  };
}
