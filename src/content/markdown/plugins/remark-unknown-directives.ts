// remark-directive reads `:name` inside text (e.g. "Note:tip") and `::name` lines as directives.
// Only the containers we know are directives; an unknown container (`:::cautions`, a typo Stencil's
// docs kept for years) is an error, or with `onUnknownComponents: 'warn'` a warning and its content
// in a plain <div>, as Docusaurus renders it; text or leaf directives become the plain text they
// were written as.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import { lineOf } from '../file-data.ts';
import { ADMONITION_TYPES } from './remark-admonitions.ts';

/** The container directives docgen renders (`:::note`, `:::tabs`, …). */
export const KNOWN_CONTAINERS: readonly string[] = [...Object.keys(ADMONITION_TYPES), 'tabs', 'cards'];

export interface UnknownDirectiveOptions {
  /** The config's `onUnknownComponents`: an unknown `:::type` stops the build, or is a warning. */
  onUnknownComponent?: 'throw' | 'warn';
}

export default function remarkUnknownDirectives({
  onUnknownComponent = 'throw',
}: UnknownDirectiveOptions = {}) {
  return (tree: Root, file: VFile) => {
    const data = file.data.doc!;
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && !KNOWN_CONTAINERS.includes(node.name)) {
        const near = KNOWN_CONTAINERS.find(
          (k) => node.name.length >= 3 && (node.name.startsWith(k) || k.startsWith(node.name)),
        );
        const problem = new DocgenError(
          `Unknown admonition or block type \`:::${node.name}\`${onUnknownComponent === 'warn' ? ': its content is shown without a box' : ''}.`,
          {
            file: data.sourceFile,
            line: lineOf(data, node),
            hint: `${near ? `Did you mean \`:::${near}\`? ` : ''}Use one of: ${KNOWN_CONTAINERS.map((k) => `:::${k}`).join(', ')}.`,
          },
        );
        if (onUnknownComponent === 'throw') throw problem;
        data.warnings.push(problem);
        node.data = { ...node.data, hName: 'div', hProperties: {} };
        return;
      }
      // A directive an earlier plugin turned into an element (e.g. `::island`) is known.
      if (
        (node.type === 'textDirective' || node.type === 'leafDirective') &&
        !node.data?.hName &&
        parent &&
        index !== undefined
      ) {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const value =
          start !== undefined && end !== undefined ? String(file.value).slice(start, end) : `:${node.name}`;
        const text = { type: 'text' as const, value };
        parent.children.splice(
          index,
          1,
          (node.type === 'leafDirective' ? { type: 'paragraph', children: [text] } : text) as never,
        );
        return SKIP;
      }
    });
  };
}
