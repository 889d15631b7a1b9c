// A paragraph where HTML allows only phrasing content becomes its text. MDX reads the lines inside
// `<pre>` or `<a>` written over several lines as paragraphs (Excalidraw's signatures:
// `<pre>(appState: <a href="…">AppState</a>) => void</pre>` over five lines), and so does raw HTML
// in Markdown; that is `<p>` inside `<pre>` or inside a link in a line, invalid HTML that browsers
// break apart into blocks. The line breaks between them stay (lines in <pre>, spaces elsewhere).
// A `<div>` there becomes a `<span>` with the same attributes: Metro's option headings carry a
// badge, `#### \`dev\` <div class="label">Deprecated</div>`, which browsers would show on a line
// of its own below the heading's text (and validators reject).
import type { Element, ElementContent, Root } from 'hast';

/** Elements whose content model is phrasing content only (HTML Living Standard). */
const PHRASING_ONLY = new Set([
  'p',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'em',
  'strong',
  'small',
  's',
  'cite',
  'q',
  'dfn',
  'abbr',
  'code',
  'var',
  'samp',
  'kbd',
  'sub',
  'sup',
  'i',
  'b',
  'u',
  'mark',
  'label',
  'button',
  'summary',
  'legend',
  'data',
  'time',
  'output',
  'ruby',
]);

export default function rehypePhrasingParagraphs() {
  return (tree: Root) => {
    const walk = (parent: Root | Element, phrasing: string | undefined): void => {
      const out: (Root['children'][number] | ElementContent)[] = [];
      let unwrapped = false;
      for (const child of parent.children) {
        if (child.type !== 'element') {
          out.push(child);
          continue;
        }
        const inside = phrasing ?? (PHRASING_ONLY.has(child.tagName) ? child.tagName : undefined);
        walk(child, inside);
        if (phrasing && child.tagName === 'div') {
          child.tagName = 'span';
          out.push(child);
        } else if (phrasing && child.tagName === 'p') {
          // The line breaks between the paragraphs are text nodes already: lines in <pre>, spaces elsewhere.
          out.push(...child.children);
          unwrapped = true;
        } else out.push(child);
      }
      if (unwrapped) parent.children = out as typeof parent.children;
    };
    walk(tree, undefined);
  };
}
