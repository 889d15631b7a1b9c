// Fenced code → highlighted HTML at build time (token classes coloured by the stylesheet,
// so the theme switch needs no script), with an optional file-name header and a copy button.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { MERMAID_ISLAND } from '../mermaid.ts';
import { codeLines, wrapLines, type CodeLines } from '../code-lines.ts';
import type { Highlighter } from '../highlighter.ts';
import { titleFromMeta } from './remark-code-tabs.ts';

export default function rehypeHighlightCode(options: { highlighter: Highlighter }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      const title = titleFromMeta(meta);
      const lines = codeLines(toString(code).replace(/\n$/, ''), lang, meta);
      const pre = options.highlighter.highlight(lines.code, lang);
      if (lines.highlighted.size > 0 || lines.start !== undefined) numberLines(pre, lines);
      const children: ElementContent[] = [];
      if (title)
        children.push({
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block__title'] },
          children: [{ type: 'text', value: title }],
        });
      children.push(pre, {
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          className: ['copy-button'],
          ariaLabel: 'Copy code to clipboard',
          dataCopy: '',
        },
        children: [{ type: 'text', value: 'Copy' }],
      });
      const block: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataLang: lang ?? 'text' },
        children,
      };
      parent.children[index] = lang === 'mermaid' ? mermaidDiagram(block) : block;
      return SKIP;
    });
  };
}

/** Line elements in the `<code>`; line numbers add a class that makes room for them. */
function numberLines(pre: Element, lines: CodeLines): void {
  const code = pre.children[0] as Element;
  code.children = wrapLines(code.children, lines);
  if (lines.start === undefined) return;
  const last = lines.start + code.children.length - 1;
  (pre.properties.className as string[]).push(
    'code--numbered',
    ...(String(last).length > 2 ? ['code--numbered-wide'] : []),
  );
}

/**
 * A ```mermaid block: its source as a code block (for readers without JavaScript, and whenever the
 * diagram cannot be drawn) beside the island that draws it (src/client/islands/mermaid.ts).
 */
function mermaidDiagram(codeBlock: Element): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['mermaid-diagram'] },
    children: [
      codeBlock,
      {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['island', 'mermaid-diagram__svg'],
          dataIsland: MERMAID_ISLAND,
          dataIslandProps: '{}',
        },
        children: [],
      },
    ],
  };
}
