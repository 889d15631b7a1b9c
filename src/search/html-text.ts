// Rendered HTML → plain text, and → sections at h2/h3 headings. The HTML comes from our own
// Markdown and OpenAPI renderers (well-formed, no scripts), so a tag-level scan is enough and
// avoids parsing every page a second time.

export interface HtmlSection {
  /** Heading id, the anchor of the section's result. */
  id: string;
  heading: string;
  level: number;
  text: string;
}

/** Text under the page's first h2/h3 goes to `intro`; each h2/h3 with an id starts a section. */
export function splitSections(html: string): { intro: string; sections: HtmlSection[] } {
  const heading = /<h([23])\b[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  const sections: HtmlSection[] = [];
  let intro = '';
  let last = 0;
  let open: Omit<HtmlSection, 'text'> | null = null;
  const close = (end: number) => {
    const text = htmlToText(html.slice(last, end));
    if (open) sections.push({ ...open, text });
    else intro = text;
  };
  for (const match of html.matchAll(heading)) {
    close(match.index);
    open = { id: decodeEntities(match[2]), heading: htmlToText(match[3]), level: Number(match[1]) };
    last = match.index + match[0].length;
  }
  close(html.length);
  return { intro, sections };
}

/** Visible text of an HTML fragment: no tags, no anchor "#" links or copy buttons, one space between words. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(button|svg|style|script)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<a\b[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, '')
    // Block boundaries separate words; inline tags do not (`<code>a</code>b` reads "ab").
    .replace(
      /<\/?(p|div|li|ul|ol|tr|td|th|table|pre|h[1-6]|br|section|details|summary|blockquote|dt|dd)\b[^>]*>/g,
      ' ',
    )
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
    if (code[0] !== '#') return named[code.toLowerCase()];
    return String.fromCodePoint(
      code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
    );
  });
}
