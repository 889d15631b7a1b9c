// The plain Markdown copy of a page (served at `<route>.md`, linked as "View as Markdown") or of
// a spec description (API pages' copies are put together from them), made from the author's text: the source as written, with every internal link and image made
// absolute and docgen's directives turned into plain Markdown (admonitions become block quotes
// with their title; tabs and cards lose their fences; islands, which only run in a browser, are
// dropped). Editing the source at the offsets the parser recorded costs next to nothing, where
// serialising a syntax tree back to Markdown cost more than parsing the page.
//
// Two transformers, because they need the tree at two moments: `collect` runs right after
// remark-directive, before the directive plugins rewrite their nodes; `apply` runs after
// remark-resolve-links has given every link and image its final URL.
import type { Definition, Image, Link, Nodes, Root } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ADMONITION_TYPES } from './remark-admonitions.ts';

export interface MarkdownCopyOptions {
  /** Public origin for absolute links in the copy (config.url); no copy without it. */
  origin?: string;
}

/** A replacement of source[start, end) by `text` (an insertion when start === end). */
interface Edit {
  start: number;
  end: number;
  text: string;
}

interface CopyState {
  edits: Edit[];
  /** Links, images and definitions whose URL remark-resolve-links may rewrite. */
  targets: (Link | Image | Definition)[];
}

const states = new WeakMap<VFile, CopyState>();
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SAFE_SCHEME = /^(https?|mailto|tel):/i;

/** Records the directive rewrites and the link nodes, while the tree is still as parsed. */
export function remarkMarkdownCopyCollect({ origin }: MarkdownCopyOptions) {
  return (tree: Root, file: VFile) => {
    if (origin === undefined || !file.data.doc) return;
    const source = String(file.value);
    const state: CopyState = { edits: [], targets: [] };
    states.set(file, state);
    visit(tree, (node: Nodes) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
        state.targets.push(node);
      else if (node.type === 'containerDirective') state.edits.push(...containerEdits(node, source));
      else if (node.type === 'leafDirective' && node.name === 'island')
        state.edits.push(...lineDeletion(node, source));
    });
  };
}

/** Applies the edits, with link targets as remark-resolve-links left them. */
export function remarkMarkdownCopyApply({ origin }: MarkdownCopyOptions) {
  return (_tree: Root, file: VFile) => {
    const state = states.get(file);
    if (origin === undefined || !state) return;
    states.delete(file);
    const source = String(file.value);
    for (const node of state.targets) {
      const edit = targetEdit(node, source, origin);
      if (edit) state.edits.push(edit);
    }
    file.data.doc!.markdown = applyEdits(source, state.edits).trim();
  };
}

/** `:::note[Title]` → `> **Title**` and every content line quoted; other containers lose their fences. */
function containerEdits(node: ContainerDirective, source: string): Edit[] {
  const span = spanOf(node);
  if (!span) return [];
  const { start, end } = span;
  const openEnd = lineEnd(source, start);
  const closeStart = lineStart(source, end - 1);
  if (closeStart <= openEnd) return []; // unclosed: the build reports it
  const fences = [
    { start, end: afterLine(source, start), text: '' },
    { start: closeStart, end: afterLine(source, closeStart), text: '' },
  ];
  if (!(node.name in ADMONITION_TYPES)) return fences;

  const first = node.children[0];
  const labelled = first?.type === 'paragraph' && first.data?.directiveLabel && first.position;
  const label = labelled ? sliceOf(source, first.children) : undefined;
  // A label with its own emphasis stays as written; bold around it would nest.
  const title = label
    ? /[*_]/.test(label)
      ? label
      : `**${label}**`
    : `**${ADMONITION_TYPES[node.name as keyof typeof ADMONITION_TYPES]}**`;
  const edits: Edit[] = [{ ...fences[0], text: `> ${title}\n>\n` }, fences[1]];
  for (let at = openEnd + 1; at < closeStart; at = lineEnd(source, at) + 1) {
    const blank = source[at] === '\n';
    edits.push({ start: at, end: at, text: blank ? '>' : '> ' });
  }
  return edits;
}

function lineDeletion(node: LeafDirective, source: string): Edit[] {
  const span = spanOf(node);
  if (!span) return [];
  const { start, end } = span;
  const from = lineStart(source, start);
  const to = lineEnd(source, end - 1);
  // Only when the directive has its line to itself; inline in a paragraph, drop just the directive.
  const alone = source.slice(from, start).trim() === '' && source.slice(end, to).trim() === '';
  return [alone ? { start: from, end: afterLine(source, to), text: '' } : { start, end, text: '' }];
}

/** The destination of a link, image or definition, made absolute (or the link dropped if unsafe). */
function targetEdit(node: Link | Image | Definition, source: string, origin: string): Edit | undefined {
  const span = spanOf(node);
  if (!span) return undefined;
  const { start, end } = span;
  const url = node.url.trim();
  if (HAS_SCHEME.test(url) && !SAFE_SCHEME.test(url)) {
    // remark-resolve-links dropped this link (javascript:, data: …): keep only its words.
    return node.type === 'link' ? { start, end, text: sliceOf(source, node.children) } : undefined;
  }
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const absolute = `${origin}${url}`;
  // Angle brackets only where CommonMark needs them (spaces, parentheses).
  const destination = `${/[\s()<>]/.test(absolute) ? `<${absolute}>` : absolute}${node.title ? ` "${node.title.replace(/"/g, '\\"')}"` : ''}`;
  if (node.type === 'definition') {
    return { start, end, text: `[${node.label ?? node.identifier}]: ${destination}` };
  }
  const text = source.slice(start, end);
  // Inline `[text](dest "title")`: the destination follows the last `](`. Reference-style links
  // (`[text][ref]`) are `linkReference` nodes and get their URL through their definition.
  const open = text.lastIndexOf('](');
  if (open < 0 || !text.endsWith(')')) return undefined;
  return { start: start + open + 2, end: end - 1, text: destination };
}

/**
 * Applies edits in source order. An edit starting inside one already applied is skipped: where a
 * deletion and an insertion share a start, the deletion sorts first and the insertion (a quote
 * marker on a fence line that is going away) is dropped.
 */
export function applyEdits(source: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let cursor = 0;
  for (const edit of sorted) {
    if (edit.start < cursor) continue;
    out += source.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + source.slice(cursor);
}

function sliceOf(
  source: string,
  children: { position?: { start: { offset?: number }; end: { offset?: number } } }[],
): string {
  const from = children[0]?.position?.start.offset;
  const to = children.at(-1)?.position?.end.offset;
  return from === undefined || to === undefined ? '' : source.slice(from, to);
}

/** The node's source offsets (none for nodes that plugins made up). */
function spanOf(node: {
  position?: { start: { offset?: number }; end: { offset?: number } };
}): { start: number; end: number } | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/** Just past the newline that ends the line holding `at` (or the end of the text). */
function afterLine(source: string, at: number): number {
  return Math.min(lineEnd(source, at) + 1, source.length);
}

function lineStart(source: string, at: number): number {
  return source.lastIndexOf('\n', at - 1) + 1;
}

function lineEnd(source: string, at: number): number {
  const end = source.indexOf('\n', at);
  return end < 0 ? source.length : end;
}
