// Reads the elements of a page's `<head>` block into entries for src/content/page-head.ts, from
// either parse of it: MDX's JSX elements (an `.mdx` page, or a `.md` page that uses MDX) or the
// raw HTML of a CommonMark page. Only what the page wrote is read; nothing is run: an attribute
// or text written as a JavaScript expression counts when it is a plain literal (`{'Guide'}`).
import type { Element, Root as HastRoot } from 'hast';
import type {
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import type { Literal, Node, Parent } from 'unist';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastText } from 'hast-util-to-string';
import type { HeadEntry } from '../page-head.ts';
import { literalOf } from './mdx-literal.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Line = (node: Node) => number;

/** The entries of an MDX `<head>` element; `line` gives a node's line in the page file. */
export function mdxHeadEntries(head: JsxElement, line: Line): HeadEntry[] {
  const entries: HeadEntry[] = [];
  const walk = (parent: Parent) => {
    for (const child of parent.children) {
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement')
        entries.push(mdxEntry(child as JsxElement, line));
      // MDX wraps a line such as `<title>…</title>` in a paragraph: its elements are read on.
      else if (child.type === 'paragraph') walk(child as Parent);
      else if (isBlank(child)) continue;
      else
        entries.push({
          tag: '',
          attributes: {},
          text: '',
          line: line(child),
          problem: 'text or Markdown directly inside <head> is not metadata',
        });
    }
  };
  walk(head);
  return entries;
}

function isBlank(node: Node): boolean {
  if (node.type === 'text') return !String((node as Literal).value).trim();
  // `{/* a comment */}`
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
    return !(node.data as { estree?: Program } | undefined)?.estree?.body.length;
  return false;
}

function mdxEntry(element: JsxElement, line: Line): HeadEntry {
  const tag = (element.name ?? '').toLowerCase();
  const attributes: Record<string, string> = {};
  const problems: string[] = [];
  for (const attribute of element.attributes) {
    const read = attributeValue(attribute);
    if (read === undefined)
      problems.push(attribute.type === 'mdxJsxAttribute' ? `\`${attribute.name}\`` : 'a spread');
    else attributes[read[0]] = read[1];
  }
  let text = '';
  for (const child of element.children) {
    const value = childText(child);
    if (value === undefined) problems.push('its content');
    else text += value;
  }
  return {
    tag,
    attributes,
    text,
    line: line(element),
    ...(problems.length > 0 && {
      problem: `${problems.join(', ')} ${problems.length === 1 ? 'is' : 'are'} JavaScript docgen does not run (a quoted string or \`{'a literal'}\` is read)`,
    }),
  };
}

function attributeValue(
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
): [string, string] | undefined {
  if (attribute.type !== 'mdxJsxAttribute') return undefined;
  // JSX spells two of these differently from HTML.
  const name =
    { httpEquiv: 'http-equiv', hrefLang: 'hreflang', charSet: 'charset' }[attribute.name] ??
    attribute.name.toLowerCase();
  const { value } = attribute;
  if (value === null || value === undefined) return [name, ''];
  if (typeof value === 'string') return [name, value];
  const literal = literalOf(value.data?.estree);
  return typeof literal === 'string' || typeof literal === 'number' ? [name, String(literal)] : undefined;
}

/** Text, a literal expression, or the text of a paragraph of them; undefined for anything else. */
function childText(node: Node): string | undefined {
  if (node.type === 'text') return String((node as Literal).value);
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    if (!program?.body.length) return '';
    const literal = literalOf(program);
    return typeof literal === 'string' || typeof literal === 'number' ? String(literal) : undefined;
  }
  if (node.type === 'paragraph') {
    let text = '';
    for (const child of (node as Parent).children) {
      const value = childText(child);
      if (value === undefined) return undefined;
      text += value;
    }
    return text;
  }
  return undefined;
}

/**
 * The entries of a `<head>` block written as raw HTML, `firstLine` being the file line it starts
 * on. HTML's own parser reads it, as a browser would: a `</title>` inside the title ends it.
 */
export function htmlHeadEntries(html: string, firstLine: number): HeadEntry[] {
  const tree: HastRoot = fromHtml(html);
  const entries: HeadEntry[] = [];
  const documentElement = tree.children.find((node): node is Element => node.type === 'element');
  for (const section of documentElement?.children ?? []) {
    if (section.type !== 'element') continue;
    for (const node of section.children) {
      const at = firstLine + (node.position?.start.line ?? 1) - 1;
      if (node.type === 'element') entries.push(htmlEntry(node, at, section.tagName === 'body'));
      else if (node.type === 'text' && node.value.trim())
        entries.push({
          tag: '',
          attributes: {},
          text: '',
          line: at,
          problem: 'text directly inside <head> is not metadata',
        });
    }
  }
  return entries;
}

function htmlEntry(element: Element, line: number, inBody: boolean): HeadEntry {
  const attributes: Record<string, string> = {};
  // hast names properties (`httpEquiv`, `hrefLang`); the page wrote attributes.
  for (const [name, value] of Object.entries(element.properties)) {
    const attribute =
      { httpEquiv: 'http-equiv', hrefLang: 'hreflang', charSet: 'charset' }[name] ?? name.toLowerCase();
    attributes[attribute] = Array.isArray(value)
      ? value.join(' ')
      : value === true
        ? ''
        : String(value ?? '');
  }
  return {
    tag: element.tagName,
    attributes,
    text: hastText(element),
    line,
    // HTML's parser ends the head at the first element that has no place there (`<div>`).
    ...(inBody && { problem: 'it is not an element of <head>' }),
  };
}
