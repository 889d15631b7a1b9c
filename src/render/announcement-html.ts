// The announcement bar's content (`announcementBar.content`) is HTML, as in Docusaurus, where
// sites put a link in it ("Learn how to <b><a href="/supply-chain">…</a></b>"). It is a line of
// phrasing content: links (http, https, mailto, or a path of the site, which gets the base URL),
// emphasis, code and line breaks are kept; anything else is left out with a warning naming the
// config key, never silently. Plain text stays text.
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { DocgenError } from '../errors.ts';
import { withBase } from '../shared/output-layout.ts';

const INLINE = [
  'a',
  'b',
  'strong',
  'em',
  'i',
  'code',
  'kbd',
  'br',
  'span',
  's',
  'del',
  'small',
  'sup',
  'sub',
  'u',
  'mark',
];

const schema: Schema = {
  ...defaultSchema,
  tagNames: INLINE,
  attributes: { a: ['href', 'title'], '*': [] },
  protocols: { href: ['http', 'https', 'mailto'] },
  ancestors: {},
  required: {},
  clobber: [],
  strip: ['script', 'style'],
};

export interface AnnouncementHtml {
  html: string;
  warnings: DocgenError[];
}

export function announcementHtml(content: string, baseUrl: string): AnnouncementHtml {
  const tree = fromHtml(content, { fragment: true });
  const dropped = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    if (!INLINE.includes(node.tagName)) dropped.add(`<${node.tagName}>`);
    for (const [name, value] of Object.entries(node.properties))
      if (value != null && !(node.tagName === 'a' && (name === 'href' || name === 'title')))
        dropped.add(`the \`${name}\` attribute of <${node.tagName}>`);
  });
  const clean = sanitize(tree, schema) as Root;
  visit(clean, 'element', (node: Element) => {
    const href = node.properties.href;
    if (node.tagName !== 'a' || typeof href !== 'string') return;
    // A path of the site, as the navbar's links: under the base URL.
    if (href.startsWith('/') && !href.startsWith('//')) node.properties.href = withBase(baseUrl, href);
  });
  visit(tree, 'element', (node: Element) => {
    const href = node.properties.href;
    if (node.tagName === 'a' && typeof href === 'string' && !keptHref(href))
      dropped.add(`the link ${JSON.stringify(href)}`);
  });
  const warnings = [...dropped].map(
    (what) =>
      new DocgenError(`The announcement bar leaves out ${what}.`, {
        pointer: 'announcementBar.content',
        hint: 'The bar shows one line of text with links (http, https, mailto or a path of the site), emphasis and code.',
      }),
  );
  return { html: toHtml(clean), warnings };
}

function keptHref(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme);
}
