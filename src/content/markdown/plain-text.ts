// A fast path for the many one-line descriptions in OpenAPI specs ("The product's `id`."): text
// with no Markdown syntax but code spans renders to `<p>text <code>id</code></p>`, exactly what
// the full chain would produce, without its parse/transform/stringify passes. Anything else
// (emphasis, links, entities, a second line, …) returns null and takes the full chain.

/**
 * What could start a Markdown, GFM, directive or HTML construct, or an autolink: the characters
 * of inline syntax; a colon before a name (`:abbr`, `::island`, `mailto:`); a line start that
 * opens a block (list, quote, heading); `www.` and `http(s)://`.
 */
const SYNTAX = /[\n\r\t*_`[\]<>#|\\!&~{}=@$]|:(?![\s\d]|$)|^(?:[-+>]|\d{1,9}[.)])|www\.|https?:\/\//i;

/**
 * A code span as this fast path takes it: one backtick each side (not part of a longer run:
 * "``" opens a different span), no `<`/`&` to escape, no space at either edge.
 */
const CODE_SPAN = /(?<!`)`([^`\s<&](?:[^`<&\n]*[^`\s<&])?)`(?!`)/g;

/** The HTML of a description that is a single plain paragraph, or null when it needs the full chain. */
export function plainParagraphHtml(markdown: string): string | null {
  const text = markdown.trim();
  if (!text) return null;
  // Four spaces before the first line (after blank ones) make it an indented code block.
  if (/^(?:[ \t]*\r?\n)*(?: {4}|\t| {1,3}\t)/.test(markdown)) return null;
  // The text between code spans must be free of syntax, and so must the text as a whole once
  // each span is a placeholder letter (a span may not start a list, for instance).
  if (SYNTAX.test(text.replace(CODE_SPAN, 'x'))) return null;
  return `<p>${text.replace(CODE_SPAN, '<code>$1</code>')}</p>`;
}
