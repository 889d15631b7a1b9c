// A page's `<head>` block, as Docusaurus 3 pages write it (Ionic's docs: 384 pages):
//
//   <head>
//     <title>Add Ionic Angular to Existing Project: Integration Guide</title>
//     <meta name="description" content="Learn how to add Ionic Angular …" />
//   </head>
//
// Docusaurus hands it to react-helmet: the `<title>` becomes the document title as written (no
// " | Site" suffix; og:title keeps the page title), and meta tags and links replace the defaults
// with the same name (`description`, `og:image`, the canonical link) or are added. docgen keeps
// what describes the page (titles, named meta tags, canonical and alternate links) and leaves out
// what would run or restyle it (scripts, styles, `<base>`, `http-equiv`): each with a warning.
// Every value here comes from the page: links must be http(s) or relative, and the templates
// escape the rest.
import type { PageHead } from '../types.ts';

/** One element of the block, as the page wrote it (src/content/markdown/head-block.ts reads it). */
export interface HeadEntry {
  tag: string;
  attributes: Record<string, string>;
  /** The element's text (`<title>`). */
  text: string;
  /** 1-based line in the page file. */
  line: number;
  /** Why the reader could not take it as written (an attribute computed by JavaScript…). */
  problem?: string;
}

/** An entry docgen leaves out, and why (a build warning). */
export interface HeadDrop {
  line: number;
  what: string;
  why: string;
}

/** Meta names docgen writes itself on every page (the viewport, light and dark theme colours, the router's `docgen:` data). */
const RESERVED_META = /^(viewport|theme-color|docgen:.*)$/;
const META_KEY = /^[A-Za-z][\w:.-]{0,63}$/;
const LANGUAGE_TAG = /^([A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*|x-default)$/;
const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

export function pageHead(entries: readonly HeadEntry[]): { head: PageHead; dropped: HeadDrop[] } {
  const head: PageHead = { meta: [], links: [] };
  const dropped: HeadDrop[] = [];
  const drop = (entry: HeadEntry, why: string, what = entry.tag ? `<${entry.tag}>` : 'Text') =>
    dropped.push({ line: entry.line, what, why });
  for (const entry of entries) {
    if (entry.problem) drop(entry, entry.problem);
    else if (entry.tag === 'title') {
      const title = entry.text.replace(/\s+/g, ' ').trim();
      if (title) head.title = title;
      else drop(entry, 'it is empty');
    } else if (entry.tag === 'meta') {
      const meta = metaTag(entry.attributes);
      if (typeof meta === 'string') drop(entry, meta, describe(entry));
      else {
        // The last of the same name wins, as with react-helmet: one description, never two.
        head.meta = head.meta.filter((m) => !(m.attribute === meta.attribute && m.key === meta.key));
        head.meta.push(meta);
      }
    } else if (entry.tag === 'link') {
      const link = linkTag(entry.attributes);
      if (typeof link === 'string') drop(entry, link, describe(entry));
      else {
        // One canonical link; alternates are told apart by their URL (react-helmet's rule).
        head.links = head.links.filter(
          (l) => l.rel !== link.rel || (l.rel === 'alternate' && l.href !== link.href),
        );
        head.links.push(link);
      }
    } else drop(entry, OTHER_TAGS);
  }
  return { head, dropped };
}

const OTHER_TAGS =
  "docgen keeps the `<title>`, `<meta name|property>` tags and canonical/alternate links of a page's <head>; scripts, styles and other elements would run or restyle every page they are on";

/** `<meta name="twitter:card">` as the message shows it. */
function describe(entry: HeadEntry): string {
  const named = entry.attributes.name ?? entry.attributes.property ?? entry.attributes.rel;
  const attribute = 'name' in entry.attributes ? 'name' : 'property' in entry.attributes ? 'property' : 'rel';
  return named === undefined ? `<${entry.tag}>` : `<${entry.tag} ${attribute}="${named.slice(0, 60)}">`;
}

function metaTag(attributes: Record<string, string>): PageHead['meta'][number] | string {
  if ('charset' in attributes || 'http-equiv' in attributes)
    return 'docgen writes the character set and the Content-Security-Policy of every page itself';
  const attribute = 'name' in attributes ? 'name' : 'property' in attributes ? 'property' : undefined;
  if (!attribute) return 'a meta tag needs a `name` or `property`';
  if ('name' in attributes && 'property' in attributes) return 'it has both a `name` and a `property`';
  const key = attributes[attribute]!.trim().toLowerCase();
  if (!META_KEY.test(key))
    return `\`${attribute}\` is not a meta name (letters, digits, \`:\`, \`.\`, \`-\`, \`_\`)`;
  if (RESERVED_META.test(key)) return `docgen writes \`${key}\` itself`;
  const content = attributes.content;
  if (content === undefined) return 'it has no `content`';
  return { attribute, key, content: content.trim() };
}

function linkTag(attributes: Record<string, string>): PageHead['links'][number] | string {
  const rel = (attributes.rel ?? '').trim().toLowerCase();
  if (rel !== 'canonical' && rel !== 'alternate')
    return 'docgen keeps canonical and alternate links; stylesheets, scripts and icons of a page would change every page';
  const href = attributes.href?.trim();
  if (!href) return 'it has no `href`';
  if (!safeUrl(href)) return 'its `href` is neither an http(s) URL nor a path';
  const link: PageHead['links'][number] = { rel, href };
  const hreflang = attributes.hreflang?.trim();
  if (hreflang && LANGUAGE_TAG.test(hreflang)) link.hreflang = hreflang;
  const type = attributes.type?.trim();
  if (type && MIME_TYPE.test(type)) link.type = type;
  if (attributes.title?.trim()) link.title = attributes.title.trim();
  return link;
}

/**
 * An http(s) URL, protocol-relative or not, or a path: never `javascript:`, `data:` and the like.
 * Browsers skip control characters and whitespace inside a scheme (`java\tscript:`), so the
 * check does too.
 */
export function safeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(squeezed)?.[1];
  return scheme === undefined || /^https?$/i.test(scheme);
}
