// Raw HTML written in Markdown (`<details>`, `<kbd>`, `<br>`, `<img>`, tables …) is parsed
// (hast-util-raw) and cleaned (hast-util-sanitize, GitHub's schema widened a little): scripts,
// `style`, event handlers and `javascript:` URLs never reach a page, so the CSP (no inline script
// or style) holds for pages and OpenAPI descriptions alike. Comments are dropped.
//
// Only what the author wrote as HTML is sanitised. The elements the Markdown plugins made
// (admonitions, tabs, islands, code with its `meta`) are set aside before the raw pass and put
// back after it, untouched: hast-util-raw would drop their `data` (a code block's title) and the
// schema would strip their classes and `data-*` attributes. Pages with no raw HTML (the common
// case) skip both passes and render exactly as before. What the schema removes from the author's
// HTML is a warning (html-drops.ts).
import { randomBytes } from 'node:crypto';
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { fromHtml } from 'hast-util-from-html';
import { htmlTagNames } from 'html-tag-names';
import { HtmlDropReport, htmlDrops, isCustomElementName, type HtmlPolicy } from '../html-drops.ts';
import {
  DEFAULT_IFRAME_HOSTS,
  hardenIframe,
  iframeAllowed,
  readStyle,
  SAFE_CLASS,
  styleClass,
} from '../html-embeds.ts';
import type { DocFileData } from '../file-data.ts';

const KEEP_TAG = 'docgen-kept';
/** What a `<video>` or `<audio>` keeps: how it plays, never a script hook. */
const MEDIA_ATTRIBUTES = ['src', 'controls', 'autoPlay', 'loop', 'muted', 'preload'];
/** Elements whose children the HTML parser allows only as table structure. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/** GitHub's schema, plus what Docusaurus writers use: ids as written (no `user-content-` prefix), classes. */
export const markdownHtmlSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'template', 'textarea', 'title'],
  // Task-list checkboxes are the chain's own (kept as made); a form field written as HTML is not content.
  required: {},
  tagNames: [
    ...defaultSchema.tagNames!.filter((name) => name !== 'input'),
    'abbr',
    'aside',
    'caption',
    'center',
    'col',
    'colgroup',
    'figcaption',
    'figure',
    'mark',
    'small',
    'u',
    // Kept only from the configured hosts, sandboxed (html-embeds.ts).
    'iframe',
    // A demo clip (React Native Skia's `<video autoPlay loop muted playsInline>`): no script, and
    // its file comes from the site or an https: host (the CSP's media-src).
    'video',
    'audio',
    'source',
    'track',
  ],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...defaultSchema.attributes!['*']!, 'className', 'ariaHidden', 'role'],
    code: ['className'],
    h2: [],
    img: [...defaultSchema.attributes!.img!, 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allowFullScreen', 'allow'],
    video: [...MEDIA_ATTRIBUTES, 'poster', 'playsInline'],
    audio: MEDIA_ATTRIBUTES,
    source: ['src', 'type'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
  },
  protocols: { ...defaultSchema.protocols, src: ['http', 'https'], poster: ['http', 'https'] },
};

/** Schema for the pass: the author's HTML follows `markdownHtmlSchema`; the placeholders carry a marker. */
const passSchema: Schema = {
  ...markdownHtmlSchema,
  tagNames: [...markdownHtmlSchema.tagNames!, KEEP_TAG],
  attributes: {
    ...markdownHtmlSchema.attributes,
    '*': [...markdownHtmlSchema.attributes!['*']!, 'dataDocgenKept'],
  },
};

export interface RawHtmlOptions {
  /** Hosts an `<iframe>` may show (`docs.iframeHosts`). */
  iframeHosts?: readonly string[];
}

export default function rehypeRawSanitized({ iframeHosts = DEFAULT_IFRAME_HOSTS }: RawHtmlOptions = {}) {
  return (tree: Root, file: VFile) => {
    if (!hasRaw(tree)) return;
    placeholdersAsText(tree);
    if (!hasRaw(tree)) return;
    // A fresh nonce per document: HTML in the page cannot forge a marker to smuggle attributes in.
    const nonce = randomBytes(8).toString('hex');
    const kept: Element[] = [];
    const keptProperties: Properties[] = [];
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) return;
      // A row or cell stays itself: a placeholder there is no table content, and the HTML parser
      // would move it out before the table, breaking it apart (a `<br/>` in one cell of a table).
      const inTable = parent.type === 'element' && TABLE_PARTS.has(parent.tagName);
      if (!hasRaw(node) && !inTable) {
        kept.push(node);
        parent.children[index] = placeholder(`${nonce}:${kept.length - 1}`);
        return SKIP;
      }
      // An element of ours holding raw HTML goes through the pass; its own attributes come back after.
      keptProperties.push(node.properties);
      node.properties = { dataDocgenKept: `${nonce}:p${keptProperties.length - 1}` };
    });
    const data = file.data.doc;
    const policy: HtmlPolicy = { iframeHosts, styles: data?.styles !== undefined };
    if (data) reportDrops(tree, data, policy);
    const parsed = raw(tree) as Root;
    visit(parsed, 'element', vendorCallout);
    // Safe declarations of a `style` become a class before the sanitiser drops the attribute.
    visit(parsed, 'element', (node) => {
      if (node.properties.style == null) return;
      if (data?.styles) styleToClass(node, data.styles);
      delete node.properties.style;
    });
    const cleaned = sanitize(parsed, passSchema) as Root;
    visit(cleaned, 'element', (node, index, parent) => {
      if (node.tagName === KEEP_TAG) return;
      keepSafeClasses(node);
      pixelSizes(node);
      if (node.tagName !== 'iframe') return;
      if (iframeAllowed(node.properties.src, iframeHosts)) return hardenIframe(node);
      if (!parent || index === undefined) return;
      parent.children.splice(index, 1);
      return index;
    });
    tree.children = cleaned.children;
    visit(tree, 'element', (node, index, parent) => {
      const marker = String(node.properties.dataDocgenKept ?? '');
      delete node.properties.dataDocgenKept;
      const [owner, slot] = marker.split(':');
      if (node.tagName === KEEP_TAG) {
        if (!parent || index === undefined) return;
        const original = owner === nonce ? kept[Number(slot)] : undefined;
        parent.children.splice(index, 1, ...(original ? [original] : []));
        return original ? SKIP : index;
      }
      if (owner === nonce && slot?.startsWith('p'))
        node.properties = keptProperties[Number(slot.slice(1))] ?? {};
    });
  };
}

/**
 * What the schema will take from each piece of raw HTML, read piece by piece (a piece parsed on
 * its own keeps its lines: the whole pass numbers every piece from 1).
 */
function reportDrops(tree: Root, data: DocFileData, policy: HtmlPolicy): void {
  const report = new HtmlDropReport(data);
  visit(tree, 'raw', (node, index, parent) => {
    const first = node.position?.start.line ?? 1;
    // An inline tag closed right after (`<x-widget></x-widget>`) is an empty element, as one piece is.
    const next = index === undefined ? undefined : parent?.children[index + 1];
    const closedAfter = next?.type === 'raw' && CLOSING_TAG.test(next.value.trim()) ? next.value : '';
    visit(fromHtml(node.value, { fragment: true }), 'element', (element) => {
      if (element.tagName in VENDOR_CALLOUTS || transparentWrapper(element, node.value + closedAfter)) return;
      const line = first + (element.position?.start.line ?? 1) - 1;
      report.add(htmlDrops(element, markdownHtmlSchema, policy), element.tagName, {
        position: { start: { line } },
        data: node.data,
      });
    });
  });
  report.flush();
}

/**
 * An element of a custom element's name (a `-` in it, as `<docgen-api>` and `<docgen-config>`,
 * which Capacitor's plugin-doc generator wraps its README sections in) with no attributes: no
 * script of the page defines it, so a browser shows it as an inline box of its children and
 * nothing else, as the sanitiser leaves them. Nothing is lost when it wraps something: its
 * content in the piece of HTML, or the Markdown after it (the piece does not close it). An empty
 * one (`<x-widget></x-widget>`, drawn by a script of the old site) is still reported.
 */
function transparentWrapper(element: Element, piece: string): boolean {
  if (!isCustomElementName(element.tagName)) return false;
  if (Object.values(element.properties).some((value) => value != null)) return false;
  const wraps = element.children.some((child) => child.type !== 'comment' && toText(child).trim() !== '');
  return wraps || !piece.toLowerCase().includes(`</${element.tagName}`);
}

function toText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(toText).join('') : '';
}

/**
 * Callouts of vendors' own markup, as their documentation shows them: the AWS specs' descriptions
 * (some 300 of the APIs.guru collection) write `<note>` and `<important>`. They become the
 * admonitions of `:::note` and `:::important` instead of losing their box.
 */
const VENDOR_CALLOUTS: Record<string, { kind: string; title: string }> = {
  note: { kind: 'note', title: 'Note' },
  important: { kind: 'info', title: 'Important' },
};

function vendorCallout(node: Element): void {
  const callout = VENDOR_CALLOUTS[node.tagName];
  if (!callout) return;
  node.tagName = 'aside';
  node.properties = { className: ['admonition', `admonition-${callout.kind}`] };
  node.children.unshift({
    type: 'element',
    tagName: 'p',
    properties: { className: ['admonition-title'] },
    children: [{ type: 'text', value: callout.title }],
  });
}

/**
 * A lone tag of a name that no HTML element has, no attributes: `<key>`, `</value>`,
 * `<api-token/>`, and the XML element names of Xero's and DocuSign's descriptions
 * (`<TrackingCategory>`, `<roleName>`): a browser would take them for empty elements and the
 * sentence would lose its word.
 */
const PLACEHOLDER = /^<\/?([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\s*\/?>$/i;
const HTML_TAGS = new Set(htmlTagNames);

/**
 * `Send <key> as the header` in a spec or page names a value to fill in: it stays as written,
 * where a browser (and the sanitiser) would take it for an unknown element and show nothing. A
 * tag that another of the same paragraph opens or closes is no placeholder: `<x-widget></x-widget>`
 * and the `</my-el>` of `<my-el id="a">text</my-el>` are HTML (the closing tag stayed as text).
 */
function placeholdersAsText(tree: Root): void {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const children = node.children as (RootContent | ElementContent)[];
    const paired = pairedTags(children);
    for (const [index, child] of children.entries()) {
      if (child.type !== 'raw' || paired.has(child)) continue;
      const name = PLACEHOLDER.exec(child.value.trim())?.[1]?.toLowerCase();
      if (!name || HTML_TAGS.has(name)) continue;
      // Where Redoc puts its own section: the API overview has its Authentication section anyway.
      children[index] = REDOC_MARKERS.has(name)
        ? { type: 'text', value: '' }
        : { type: 'text', value: child.value };
    }
  });
}

/** Redoc's markers in an overview's description (`<SecurityDefinitions />`): no text of the spec's. */
const REDOC_MARKERS = new Set(['securitydefinitions', 'security-definitions']);

const OPENING_TAG = /^<([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?:\s[^<>]*)?>$/i;
const CLOSING_TAG = /^<\/([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\s*>$/i;

/** The raw tags among siblings that open and close each other (a self-closing tag pairs with none). */
function pairedTags(children: readonly (RootContent | ElementContent)[]): Set<Raw> {
  const paired = new Set<Raw>();
  const open = new Map<string, Raw[]>();
  for (const child of children) {
    if (child.type !== 'raw') continue;
    const tag = child.value.trim();
    const opening = OPENING_TAG.exec(tag);
    if (opening && !tag.endsWith('/>')) {
      const name = opening[1]!.toLowerCase();
      open.set(name, [...(open.get(name) ?? []), child]);
      continue;
    }
    const closing = CLOSING_TAG.exec(tag);
    const opener = closing && open.get(closing[1]!.toLowerCase())?.pop();
    if (opener) paired.add(opener).add(child);
  }
  return paired;
}

function placeholder(marker: string): Element {
  return { type: 'element', tagName: KEEP_TAG, properties: { dataDocgenKept: marker }, children: [] };
}

function hasRaw(node: Root | RootContent | ElementContent): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && (node.children as RootContent[]).some(hasRaw);
}

/** The element's safe `style` declarations as a generated class, its rule added to the page's. */
export function styleToClass(node: Element, styles: Map<string, string>): void {
  const { kept } = readStyle(node.properties.style);
  if (!kept.length) return;
  const { className, rule } = styleClass(kept);
  styles.set(className, rule);
  const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
  node.properties.className = [...classes, className];
}

/**
 * `width="200px"` (Testing Library's video thumbnails) as HTML has it, `width="200"`: the same size
 * in browsers, and an integer as the attribute must be. Other values are left as written.
 */
export function pixelSizes(node: Element): void {
  for (const key of ['width', 'height'] as const) {
    const value = node.properties[key];
    if (typeof value !== 'string') continue;
    const pixels = /^\s*(\d+)\s*px\s*$/i.exec(value);
    if (pixels) node.properties[key] = pixels[1];
  }
}

/** Class names that are CSS identifiers; the others left out (html-drops.ts says so). */
export function keepSafeClasses(node: Element): void {
  const classes = node.properties.className;
  if (!Array.isArray(classes)) return;
  const safe = classes.map(String).filter((name) => SAFE_CLASS.test(name));
  node.properties.className = safe.length ? safe : undefined;
}
