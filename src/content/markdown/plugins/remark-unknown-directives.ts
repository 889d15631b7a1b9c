// remark-directive reads `:name` inside text (e.g. "Note:tip") and `::name` lines as directives.
// Only the containers we know are directives; an unknown container is an error, and text or
// leaf directives become the plain text they were written as.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import { lineOf } from '../file-data.ts';
import { ADMONITION_TYPES } from './remark-admonitions.ts';

const KNOWN = [...Object.keys(ADMONITION_TYPES), 'tabs', 'cards'];

export default function remarkUnknownDirectives() {
  return (tree: Root, file: VFile) => {
    const data = file.data.doc!;
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && !KNOWN.includes(node.name)) {
        throw new DocgenError(`Unknown admonition or block type \`:::${node.name}\`.`, {
          file: data.sourceFile,
          line: lineOf(data, node),
          hint: `Use one of: ${KNOWN.map((k) => `:::${k}`).join(', ')}.`,
        });
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
