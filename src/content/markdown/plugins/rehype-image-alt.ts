// An image the page writes as HTML (`<img src=…>`, raw or in MDX) without an `alt` attribute is
// said: screen readers then read out its file name, and HTML checkers count it as an error.
// docgen cannot know what the image shows, so it adds nothing; the warning (one per page, at the
// first such image, with how many there are) tells the writer. Markdown images (`![text](x.png)`)
// always have one.
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import { locate } from '../partial-location.ts';

export default function rehypeImageAlt() {
  return (tree: Root, file: VFile) => {
    const data = file.data.doc;
    // Content pages only: a spec's descriptions are the spec author's, warned about elsewhere.
    if (!data?.relPath) return;
    // Before the raw HTML is parsed into the page (rehype-raw-sanitized.ts): each piece parsed
    // alone numbers its lines from 1, so its images' lines are counted from the piece's.
    const missing: { image: Element; at: { position: { start: { line: number } }; data?: unknown } }[] = [];
    const note = (image: Element, line: number, owner: { data?: unknown }) => {
      if (image.tagName === 'img' && image.properties.alt === undefined)
        missing.push({ image, at: { position: { start: { line } }, data: owner.data } });
    };
    visit(tree, (node) => {
      if (node.type === 'element') note(node, node.position?.start.line ?? 1, node);
      else if (node.type === 'raw' && /<img\b/i.test(node.value)) {
        const first = node.position?.start.line ?? 1;
        visit(fromHtml(node.value, { fragment: true }), 'element', (element) =>
          note(element, first + (element.position?.start.line ?? 1) - 1, node),
        );
      }
    });
    if (missing.length === 0) return;
    const { image: first, at } = missing[0]!;
    const src = typeof first.properties.src === 'string' ? first.properties.src : '';
    const shown = src.length > 80 ? `${src.slice(0, 80)}…` : src;
    data.warnings.push(
      new DocgenError(
        // One wording whatever the count, so that the terminal groups the pages' warnings as one kind.
        `HTML images without alt text: ${missing.length} (the first: <img src=${JSON.stringify(shown)}>).`,
        {
          ...locate(data, at),
          hint: 'Say what it shows in `alt="…"` (screen readers read it out instead of the file name), or write alt="" for a purely decorative image.',
        },
      ),
    );
  };
}
