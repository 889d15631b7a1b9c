// Search hits → what the dialog shows: results grouped by page (best page first), each with a
// title and a snippet whose matched words are marked. Pure (no DOM), so it is unit-tested.
import type { SearchHit } from './engine.ts';

/** A run of text, marked when it is a matched word. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface ResultItem {
  id: number;
  /** Route with `#anchor` for sections (base URL not applied). */
  target: string;
  /**
   * The section heading. Empty for the page itself, whose title is already the group's title
   * (unless the page has no text to show instead).
   */
  label: Segment[];
  snippet: Segment[];
}

/** Another docs version a result is from: its label, and the base URL its routes are under. */
export interface ResultVersion {
  label: string;
  home: string;
}

export interface ResultGroup {
  route: string;
  /** Set when the page is another docs version's than the one being read. */
  version?: ResultVersion;
  title: string;
  method?: string;
  path?: string;
  items: ResultItem[];
}

const SNIPPET_CHARS = 140;

export function groupHits(hits: SearchHit[], maxPerPage = 4, version?: ResultVersion): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    const { doc } = hit;
    let group = groups.get(doc.route);
    if (!group) {
      group = { route: doc.route, title: doc.title, method: doc.method, path: doc.path, items: [] };
      if (version) group.version = version;
      groups.set(doc.route, group);
    }
    if (group.items.length >= maxPerPage) continue;
    group.items.push({
      id: hit.id,
      target: doc.anchor ? `${doc.route}#${doc.anchor}` : doc.route,
      label: doc.heading
        ? highlight(doc.heading, hit.terms)
        : doc.text
          ? []
          : highlight(doc.title, hit.terms),
      snippet: snippet(doc.text, hit.terms),
    });
  }
  return [...groups.values()];
}

/** Splits `text` into runs, marking whole words equal (ignoring case) to one of `terms`. */
export function highlight(text: string, terms: string[]): Segment[] {
  const pattern = wordPattern(terms);
  if (!pattern) return [{ text, mark: false }];
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), mark: false });
    segments.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/** About `width` characters of `text` around its first matched word, cut at word boundaries. */
export function snippet(text: string, terms: string[], width = SNIPPET_CHARS): Segment[] {
  if (!text) return [];
  const first = wordPattern(terms)?.exec(text)?.index ?? 0;
  let start = Math.max(0, first - Math.floor(width / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + width);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return highlight(cut, terms);
}

function wordPattern(terms: string[]): RegExp | null {
  const words = [...new Set(terms.filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length === 0
    ? null
    : new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}
