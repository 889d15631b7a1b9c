// Where a message points for a node of a Markdown partial (`import Setup from './_setup.md'`,
// placed where `<Setup />` is): the partial's own file and line, not the importing page's; and
// the folder its relative links and images resolve from.
import path from 'node:path';
import type { Node } from 'unist';
import { lineOf, type DocFileData } from './file-data.ts';

interface PartialAt {
  file: string;
  line: number;
  /** Lines before the partial's body (its front matter), for positions inside its code (estree). */
  lineOffset: number;
}

export function markPartial(node: Node, file: string, line: number, lineOffset: number): void {
  node.data = { ...node.data, partialAt: { file, line, lineOffset } } as Node['data'];
}

/** `node`'s file and line; `codeLine`: a line inside the node's code (an import statement's). */
export function locate(
  data: DocFileData,
  node: { position?: { start: { line: number } }; data?: unknown },
  codeLine?: number,
): { file: string; line: number } {
  const partial = (node.data as { partialAt?: PartialAt } | undefined)?.partialAt;
  if (partial)
    return {
      file: partial.file,
      line: codeLine === undefined ? partial.line : codeLine + partial.lineOffset,
    };
  return {
    file: data.sourceFile,
    line: codeLine === undefined ? lineOf(data, node) : codeLine + data.lineOffset,
  };
}

/** The content-relative path of the partial `node` comes from (its links resolve from there), if any. */
export function partialRelPath(node: { data?: unknown }, contentDir: string): string | undefined {
  const partial = (node.data as { partialAt?: PartialAt } | undefined)?.partialAt;
  if (!partial) return undefined;
  const rel = path.posix.relative(contentDir.split(path.sep).join('/'), partial.file);
  return rel.startsWith('../') ? undefined : rel;
}
