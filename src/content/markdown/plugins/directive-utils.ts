// Shared by the container-directive plugins (admonitions, tabs, cards).
import type { PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { DocgenError } from '../../../errors.ts';
import { lineOf } from '../file-data.ts';

/** Splits off the `[label]` paragraph that remark-directive puts first in a container. */
export function directiveLabel(node: ContainerDirective): {
  label?: PhrasingContent[];
  children: RootContent[];
} {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && first.data?.directiveLabel)
    return { label: first.children, children: rest as RootContent[] };
  return { children: node.children as RootContent[] };
}

/**
 * remark-directive lets an unclosed container run to the end of the document, silently
 * swallowing everything after it. Catch that: the container's last line must be its fence.
 * `warn`: Docusaurus renders it so (an admonition left open): keep the page, report a warning.
 */
export function assertClosed(node: ContainerDirective, file: VFile, what: string, warn = false): void {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return;
  const text = String(file.value).slice(start, end);
  const lastLine = text.trimEnd().split('\n').at(-1)?.trim() ?? '';
  const opening = /^:+/.exec(text)?.[0].length ?? 3;
  if (text.trimEnd().split('\n').length < 2 || !/^:{3,}$/.test(lastLine) || lastLine.length < opening) {
    const data = file.data.doc!;
    const problem = new DocgenError(
      `Unclosed ${what} \`${':'.repeat(opening)}${node.name}\`: it has no closing \`${':'.repeat(opening)}\` line${warn ? ', so it runs to the end of the page' : ''}.`,
      {
        file: data.sourceFile,
        line: lineOf(data, node),
        hint: `Add a line with \`${':'.repeat(opening)}\` where the ${what} ends.`,
      },
    );
    if (!warn) throw problem;
    data.warnings.push(problem);
  }
}
