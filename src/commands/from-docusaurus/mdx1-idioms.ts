// What MDX 1 (Docusaurus 2) read and MDX 3 (Docusaurus 3, and docgen) stops on, in a copied page:
// a type name between `<` and an escaped `>` (mdx1-escaped-tags.ts) and a `<` that starts no tag
// (`<code>Map<string, …`, mdx1-text-tags.ts) are escaped, and a `<pre>` block MDX 3 stops in has
// its lines joined as MDX 1 joined them (mdx1-pre-blocks.ts), so that they show as they did and
// Docusaurus 3 reads them too; Markdown inside `{cond && <div>` has no rewrite that keeps it, so it is
// reported with what to do (mdx1-conditional-markdown.ts). Either is a line of init's report.
import { usesMdx } from '../../content/markdown/detect-mdx.ts';
import {
  conditionalMarkdownHint,
  findConditionalMarkdown,
} from '../../content/markdown/mdx1-conditional-markdown.ts';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { splitOpeningTag, unindentClosingTag } from '../../content/markdown/mdx1-closing-tags.ts';
import { escapeMdx1TypeTags } from '../../content/markdown/mdx1-escaped-tags.ts';
import { preprocessMarkdown } from '../../content/markdown/preprocess.ts';
import { joinPreBlockAt, type JoinedPre } from '../../content/markdown/mdx1-pre-blocks.ts';
import { escapeMdx1TextTags } from '../../content/markdown/mdx1-text-tags.ts';
import type { LeftOut } from './map-config.ts';
import type { DocsPage } from './mdx-imports.ts';

/** The page's source as it is copied, and the report's lines about it. */
export function mdx1Idioms(page: DocsPage): { source: string; leftOut: LeftOut[] } {
  if (!usesMdx(page.source, page.file)) return { source: page.source, leftOut: [] };
  const leftOut: LeftOut[] = [];
  const typed = escapeMdx1TypeTags(page.source);
  const text = escapeMdx1TextTags(typed.source);
  const escaped = [...typed.escaped, ...text.escaped].sort((a, b) => a.line - b.line);
  const { source, joined } = joinPreBlocks(text.source);
  if (escaped.length > 0) {
    const shown = [...new Set(escaped.map((e) => `\`${e.written}\``))];
    const lines = [...new Set(escaped.map((e) => e.line))];
    leftOut.push({
      what: `${page.file}:${escaped[0]!.line}`,
      reason: `${shown.slice(0, 4).join(', ')}${shown.length > 4 ? ', …' : ''} (line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}): text to MDX 1, a JSX tag to MDX 3, which stops there; the copy escapes the \`<\` (\`\\${escaped[0]!.written}\`), which shows as before`,
    });
  }
  for (const pre of joined)
    leftOut.push({
      what: `${page.file}:${pre.from}`,
      reason: `a \`<pre>\` block (lines ${pre.from}–${pre.to}) with tags on lines of their own between its text, which MDX 3 reads as Markdown blocks and stops on; the copy has its lines joined on one line as MDX 1 joined them, which shows as before`,
    });
  for (const block of findConditionalMarkdown(source))
    leftOut.push({
      what: `${page.file}:${block.line}`,
      reason: `MDX 3 reads it as one JavaScript expression, which docgen does not run: the build stops on it (a \`>\` or \`{\` in the Markdown) or leaves it out, with a warning. ${conditionalMarkdownHint(block)}`,
    });
  return { source, leftOut };
}

/** Most blocks one page has joined: past that, the page is left to the build's error. */
const MAX_JOINED = 50;

/**
 * `<pre>` blocks MDX 3 stops in, their lines joined. Only MDX's parse knows which: the page is
 * parsed again after each, past the MDX 1 closing tags the build reads as MDX 1 did (those stay
 * as written in the copy; lines never move, so the joins apply to it as they are).
 */
function joinPreBlocks(source: string): { source: string; joined: JoinedPre[] } {
  const parser = unified().use(remarkParse).use(remarkMdx);
  const joined: JoinedPre[] = [];
  // Read as the build reads it: front matter left out (lines kept), heading ids and comments rewritten.
  const lines = source.split('\n');
  const end = /^---\r?$/.test(lines[0] ?? '')
    ? lines.findIndex((line, i) => i > 0 && /^---\r?$/.test(line))
    : -1;
  let parsed = preprocessMarkdown(lines.map((line, i) => (i <= end ? '' : line)).join('\n'), true);
  let copy = source;
  for (let round = 0; round < MAX_JOINED * 2; round++) {
    try {
      parser.parse(parsed);
      break;
    } catch (error) {
      const past = unindentClosingTag(parsed, error) ?? splitOpeningTag(parsed, error);
      if (past) {
        parsed = past.source;
        continue;
      }
      const pre = joinPreBlockAt(parsed, error);
      if (!pre || joined.length >= MAX_JOINED) break;
      joined.push(pre);
      parsed = pre.source;
      const copied = copy.split('\n');
      copied.splice(pre.from, pre.to - pre.from - 1, ...pre.source.split('\n').slice(pre.from, pre.to - 1));
      copy = copied.join('\n');
    }
  }
  return { source: copy, joined };
}
