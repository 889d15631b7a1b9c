/** One entry of a page's table of contents: a heading's anchor, text and level (2–6). */
export interface TocItem {
  id: string;
  text: string;
  level: number;
}
