// Rendered HTML → GitHub-flavoured Markdown: the fallback for the Markdown copies when there is
// no source copy (a site without `url`, or a snippet the Markdown chain did not make; see
// markdown-copy.ts). Links come out already resolved to routes. Interactive chrome (tab
// buttons, copy buttons, heading anchors) is dropped first; code tabs become labelled blocks and
// admonitions become block quotes with their title.
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';

export interface HtmlToMarkdownOptions {
  /** Public origin (`config.url`, e.g. `https://docs.example.com`): root-relative links, which already carry the base path, become absolute so a pasted copy still links. */
  origin: string;
}

export function htmlToMarkdown(html: string, { origin }: HtmlToMarkdownOptions): string {
  // Highlighted code is most of a tutorial's markup (a <span> per token); flattening it to text
  // before parsing saves the parser and the converter that work (measured: about a third).
  const flat = html.replace(
    /<pre([^>]*)>([\s\S]*?)<\/pre>/g,
    (_, attrs: string, inner: string) => `<pre${attrs}>${inner.replace(/<[^>]+>/g, '')}</pre>`,
  );
  return treeToMarkdown(fromHtml(flat, { fragment: true }), { origin });
}

/** The conversion proper, on a parsed tree (rewritten in place). */
function treeToMarkdown(tree: Root, { origin }: HtmlToMarkdownOptions): string {
  const body = findArticle(tree) ?? tree;
  simplify(body, origin);
  const mdast = toMdast(body);
  return toMarkdown(mdast, { extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-' }).trim();
}

const classes = (node: Element): string[] =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
const el = (
  tagName: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/** The page body proper: the `<article>` when the HTML holds one (breadcrumbs and TOC are outside it). */
function findArticle(node: Root | Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'article') return child;
    const found = findArticle(child);
    if (found) return found;
  }
  return undefined;
}

/** Inline elements that CSS spaces apart (badges, pills, markers) and the HTML writes back to back. */
const INLINE = new Set(['span', 'code', 'strong', 'em', 'a']);

/** Rewrites the tree in place into plain document structure. */
function simplify(parent: Root | Element, origin: string): void {
  const out: (typeof parent.children)[number][] = [];
  for (const child of parent.children) {
    if (child.type !== 'element') {
      out.push(child);
      continue;
    }
    const cls = classes(child);
    const role = String(child.properties.role ?? '');
    // UI only: buttons, tab lists, heading anchors, hidden decorations.
    if (
      child.tagName === 'button' ||
      role === 'tablist' ||
      cls.includes('hash-link') ||
      child.properties.ariaHidden === 'true' ||
      cls.includes('visually-hidden')
    )
      continue;
    if (
      child.tagName === 'a' &&
      typeof child.properties.href === 'string' &&
      child.properties.href.startsWith('/')
    )
      child.properties.href = `${origin}${child.properties.href}`;
    if (child.tagName === 'pre') {
      out.push(codeBlock(child));
      continue;
    }
    simplify(child, origin);
    if (role === 'tabpanel' && typeof child.properties.dataLabel === 'string') {
      out.push(el('p', [el('strong', [text(child.properties.dataLabel)])]), ...child.children);
    } else if (cls.includes('admonition')) {
      const [first, ...rest] = child.children.filter((c) => c.type === 'element');
      const titled =
        first && classes(first).includes('admonition-title')
          ? [el('p', [el('strong', first.children)]), ...rest]
          : child.children;
      out.push(el('blockquote', titled));
    } else if (child.tagName === 'details') {
      // <summary> becomes a bold line; the body follows, always "open" in Markdown.
      out.push(
        ...child.children.map((c) =>
          c.type === 'element' && c.tagName === 'summary' ? el('p', [el('strong', c.children)]) : c,
        ),
      );
    } else {
      out.push(child);
    }
  }
  const spaced: typeof out = [];
  for (const node of out) {
    const prev = spaced[spaced.length - 1];
    if (
      prev?.type === 'element' &&
      node.type === 'element' &&
      INLINE.has(prev.tagName) &&
      INLINE.has(node.tagName)
    )
      spaced.push(text(' '));
    spaced.push(node);
  }
  parent.children = spaced as typeof parent.children;
}

/** `<pre class="code language-x">` with highlighted spans → `<pre><code class="language-x">` plain text. */
function codeBlock(pre: Element): Element {
  const lang = classes(pre).find((c) => c.startsWith('language-'));
  return el('pre', [el('code', [text(textOf(pre))], lang ? { className: [lang] } : {})]);
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
