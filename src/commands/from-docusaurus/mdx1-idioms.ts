// What MDX 1 (Docusaurus 2) read and MDX 3 (Docusaurus 3, and docgen) stops on, in a copied page:
// a type name between `<` and an escaped `>` is rewritten so that it shows as it did
// (mdx1-escaped-tags.ts); Markdown inside `{cond && <div>` has no rewrite that keeps it, so it is
// reported with what to do (mdx1-conditional-markdown.ts). Either is a line of init's report.
import { usesMdx } from '../../content/markdown/detect-mdx.ts';
import {
  conditionalMarkdownHint,
  findConditionalMarkdown,
} from '../../content/markdown/mdx1-conditional-markdown.ts';
import { escapeMdx1TypeTags } from '../../content/markdown/mdx1-escaped-tags.ts';
import type { LeftOut } from './map-config.ts';
import type { DocsPage } from './mdx-imports.ts';

/** The page's source as it is copied, and the report's lines about it. */
export function mdx1Idioms(page: DocsPage): { source: string; leftOut: LeftOut[] } {
  if (!usesMdx(page.source, page.file)) return { source: page.source, leftOut: [] };
  const leftOut: LeftOut[] = [];
  const { source, escaped } = escapeMdx1TypeTags(page.source);
  if (escaped.length > 0) {
    const shown = [...new Set(escaped.map((e) => `\`${e.written}\``))];
    const lines = [...new Set(escaped.map((e) => e.line))];
    leftOut.push({
      what: `${page.file}:${escaped[0]!.line}`,
      reason: `${shown.slice(0, 4).join(', ')}${shown.length > 4 ? ', …' : ''} (line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}): text to MDX 1, a JSX tag to MDX 3, which stops there; the copy escapes the \`<\` too (\`\\${escaped[0]!.written}\`), which shows as before`,
    });
  }
  for (const block of findConditionalMarkdown(source))
    leftOut.push({
      what: `${page.file}:${block.line}`,
      reason: `MDX 3 reads it as one JavaScript expression, which docgen does not run: the build stops on it (a \`>\` or \`{\` in the Markdown) or leaves it out, with a warning. ${conditionalMarkdownHint(block)}`,
    });
  return { source, leftOut };
}
