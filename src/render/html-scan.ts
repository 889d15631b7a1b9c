// Finding an element's end in rendered HTML without parsing the page: the render stage moves
// parts of its own output (defer-panels.ts, defer-schemas.ts), whose tags it wrote itself.

/** The index of the `</tag>` closing the element whose content starts at `from`, or -1. */
export function closingTag(html: string, from: number, tag: 'div' | 'details'): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  let depth = 1;
  tags.lastIndex = from;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[1] ? -1 : 1;
    if (depth === 0) return found.index;
  }
  return -1;
}
