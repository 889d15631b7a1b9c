// The plain text a reader sees first in a Markdown description (an OpenAPI `description`), for
// meta descriptions and cards: what the text says, never its markup. The first paragraph (or raw
// HTML block) with any text wins; headings, code blocks, images and a GitHub alert's `[!NOTE]`
// marker are not text a summary should show.
import type { Element, Nodes as HastNodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Nodes, Paragraph, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { plainParagraphHtml } from './plain-text.ts';
import { deepEmphasisLine, deepLine } from './plugins/remark-nesting-limit.ts';

/**
 * CommonMark alone: GFM triples the time of a parse, and what it adds is text where it stands in a
 * summary (an autolink's text is its URL), but for strikethrough markers and tables (see below).
 */
const parser = unified().use(remarkParse).freeze();

const ALERT_MARKER = /^\s*\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/i;
/** Elements whose contents are not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'button', 'svg']);

/**
 * The description's first sentence as plain text, at most `max` characters: a longer one is cut
 * at a word and ends with "…", so a reader sees that it goes on. Undefined when it has none.
 */
export function leadSentence(markdown: unknown, max = 200): string | undefined {
  if (typeof markdown !== 'string') return undefined;
  const text = leadText(markdown);
  const sentence = (/^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text) || undefined;
  if (!sentence || sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const word = cut.replace(/\s+\S*$/, '');
  return `${(word.length > max / 2 ? word : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** The text of the first block that has any, one space between words. */
export function leadText(markdown: string): string {
  // Most spec descriptions are one plain line (code spans at most): no parse needed.
  const plain = plainParagraphHtml(markdown);
  if (plain !== null) return squash(plain.slice('<p>'.length, -'</p>'.length).replace(/<\/?code>/g, ''));
  // Not parsed: the page's own render reports it (remark-nesting-limit.ts).
  if (deepLine(markdown) !== undefined || deepEmphasisLine(markdown) !== undefined) return '';
  // The summary comes from the first block with text, which nearly always ends at the first
  // blank line: the text is parsed up to there, then up to twice as many blank lines, and so on.
  // GitHub's descriptions parsed whole took 0.7 s, their first blocks 0.2 s.
  for (let blankLines = 1; ; blankLines *= 2) {
    const end = nthBlankLine(markdown, blankLines);
    const source = end < 0 ? markdown : markdown.slice(0, end);
    let text: string;
    try {
      text = firstText(parser.parse(source), source);
    } catch (error) {
      if (error instanceof RangeError) return ''; // nested too deeply: the page's render says so
      throw error;
    }
    if (text || end < 0) return text;
  }
}

/** Where the `n`th blank line (`\n\n`, or with spaces between) starts, or -1. */
function nthBlankLine(markdown: string, n: number): number {
  const blank = /\n[ \t]*\r?\n/g;
  let match: RegExpExecArray | null = null;
  for (let i = 0; i < n; i++) if (!(match = blank.exec(markdown))) return -1;
  return match!.index;
}

function firstText(node: Root | Nodes, source: string): string {
  if (node.type === 'paragraph') {
    if (isTable(source.slice(node.position?.start.offset, node.position?.end.offset))) return '';
    return squash(paragraphText(node)).replace(ALERT_MARKER, '').replace(/~~/g, ''); // GFM strikethrough's markers
  }
  if (node.type === 'html') return squash(htmlText(node.value));
  if (node.type === 'heading' || node.type === 'code' || node.type === 'table' || node.type === 'definition')
    return '';
  if ('children' in node) {
    for (const child of node.children) {
      const text = firstText(child, source);
      if (text) return text;
    }
  }
  return '';
}

/** A GFM table read as CommonMark: a paragraph of cells over a delimiter row (`|---|:--:|`). */
function isTable(paragraph: string): boolean {
  const [head, delimiter] = paragraph.split('\n', 2);
  return (
    delimiter !== undefined && head.includes('|') && delimiter.includes('-') && /^[|:\- \t]+$/.test(delimiter)
  );
}

/** A paragraph's words: text and code as written, inline HTML without its tags, no images. */
function paragraphText(node: Paragraph | Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'html':
      return htmlText(node.value);
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? node.children.map(paragraphText).join('') : '';
  }
}

/** The visible text of raw HTML: a whole block, or one inline tag (which has none). */
function htmlText(html: string): string {
  const text = (node: HastNodes): string => {
    if (node.type === 'text') return node.value;
    if (node.type === 'element' && HIDDEN.has((node as Element).tagName)) return '';
    const spaced =
      node.type === 'element' && /^(p|div|li|br|tr|td|th|h[1-6]|blockquote|pre)$/.test(node.tagName);
    const inner = 'children' in node ? node.children.map(text).join('') : '';
    return spaced ? ` ${inner} ` : inner;
  };
  return text(fromHtml(html, { fragment: true }));
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
