// A fast path for the many one-line descriptions in OpenAPI specs ("The product's id."): text
// with no Markdown syntax at all renders to `<p>text</p>`, exactly what the full chain would
// produce, without its parse/transform/stringify passes.

/** Characters that could start any Markdown, GFM, directive or HTML construct, or an autolink. */
const SYNTAX = /[\n\r\t*_`[\]<>#|\\!&~:{}=@$]|^[-+>\d ]|www\.|https?/i;

/** The HTML of a description that is a single plain paragraph, or null when it needs the full chain. */
export function plainParagraphHtml(markdown: string): string | null {
  const text = markdown.trim();
  if (!text || SYNTAX.test(text)) return null;
  return `<p>${text}</p>`;
}
