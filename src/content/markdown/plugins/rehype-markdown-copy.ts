// The page's plain Markdown copy (served at `<route>.md`), made from the finished HTML tree while
// it is still in memory: converting the serialised HTML again would parse every page twice.
// Only content pages ask for it (`origin` set); spec descriptions do not.
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { treeToMarkdown } from '../../../markdown-export/html-to-markdown.ts';

export interface MarkdownCopyOptions {
  /** Public origin for absolute links in the copy (config.url); no copy without it. */
  origin?: string;
}

export default function rehypeMarkdownCopy({ origin }: MarkdownCopyOptions) {
  return (tree: Root, file: VFile) => {
    const data = file.data.doc!;
    if (origin === undefined || !data.relPath) return;
    data.markdown = treeToMarkdown(structuredClone(tree), { origin });
  };
}
