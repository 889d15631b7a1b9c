// What the Markdown plugins read from and write to `file.data` (the unified way to pass
// per-document state between plugins instead of globals).
import type { DocgenError } from '../../errors.ts';
import type { PageHead, PageLink, TocItem } from '../../types.ts';

export interface DocFileData {
  /** Shown in messages. */
  sourceFile: string;
  /** The document's path inside the content folder ('' for text that is not a content file). */
  relPath: string;
  /** The route the document renders at (relative links resolve against it). */
  route: string;
  /** The page's URL ends in `/` (a folder's page, as Docusaurus serves it): relative route links start from it. */
  folderUrl?: boolean;
  /** The page's front matter, when its MDX reads `frontMatter` (remark-mdx-components.ts). */
  frontMatter?: Record<string, unknown>;
  /** Added to node lines so messages use the file's own line numbers (front matter offset). */
  lineOffset: number;
  links: PageLink[];
  /** Static assets the page references (paths relative to the site root) → public URL. */
  assets: { from: string; url: string }[];
  toc: TocItem[];
  anchors: string[];
  /** What the page renders differently from Docusaurus, or not at all (build warnings). */
  warnings: DocgenError[];
  /** The plain Markdown copy of a content page (see remark-markdown-copy.ts). */
  markdown?: string;
  /** Spec descriptions: the level their first heading level becomes (rehype-fit-headings.ts). */
  headingBase?: number;
  /** Ids the page's template gives its own sections around this text: a heading takes another. */
  reservedIds?: readonly string[];
  /** What the page's `<head>` block sets (plugins/remark-page-head.ts). */
  head?: PageHead;
  /** Content pages: the rules of the classes made of the page's safe inline styles (html-embeds.ts), by class. */
  styles?: Map<string, string>;
}

declare module 'vfile' {
  interface DataMap {
    doc: DocFileData;
  }
}

export function lineOf(data: DocFileData, node: { position?: { start: { line: number } } }): number {
  return (node.position?.start.line ?? 1) + data.lineOffset;
}
