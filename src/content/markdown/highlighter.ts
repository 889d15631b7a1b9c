// Build-time syntax highlighting with refractor (Prism grammars as a unified/hast utility).
// Prism's tokens become one short class per colour (token-colours.ts), coloured by the stylesheet
// for light and dark mode, so pages carry no inline styles and the theme switch needs no script. Prism was chosen over
// shiki for speed: shiki's TextMate grammars cost about a second of warm-up per build, which is
// more than this whole site takes to build.
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { refractor } from 'refractor/core';
import { colourTokens, type PrismStream } from './token-colours.ts';
import bash from 'refractor/bash';
import csharp from 'refractor/csharp';
import csv from 'refractor/csv';
import go from 'refractor/go';
import http from 'refractor/http';
import java from 'refractor/java';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markup from 'refractor/markup';
import nginx from 'refractor/nginx';
import php from 'refractor/php';
import python from 'refractor/python';
import ruby from 'refractor/ruby';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';

export interface Highlighter {
  /** A `<pre class="code">` element; unknown languages come back as plain text. */
  highlight(code: string, lang: string | undefined): Element;
  /**
   * `highlight` as HTML, remembered: specs repeat their examples on many pages (GitHub's pages
   * show 1,467 examples, 867 of them different).
   */
  html(code: string, lang: string | undefined): string;
}

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  curl: 'bash',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  yml: 'yaml',
  jsonl: 'json',
  ndjson: 'json',
  html: 'markup',
  xml: 'markup',
  golang: 'go',
  'c#': 'csharp',
  cs: 'csharp',
  rb: 'ruby',
  node: 'javascript',
};

/**
 * Code longer than this is shown without token colours: a span per token makes HTML four times
 * the size of the code, and nobody reads 20 KB of JSON by its colours (GitHub's spec has 30 KB
 * response examples, five to an operation).
 */
export const HIGHLIGHT_LIMIT = 20_000;

/** Prism's tokens of `code`, with the language's hooks run as Prism's own `highlight` runs them (PHP's embed its HTML). */
function tokenize(code: string, name: string): PrismStream {
  const prism = refractor as unknown as {
    languages: Record<string, object>;
    hooks: { run(name: string, env: object): void };
    tokenize(code: string, grammar: object): PrismStream;
  };
  const env: { code: string; grammar: object; language: string; tokens?: PrismStream } = {
    code,
    grammar: prism.languages[name],
    language: name,
  };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return env.tokens;
}

/** Highlighted HTML kept at most: `docgen dev` keeps one highlighter for the whole session. */
const REMEMBERED = 4096;

export async function createHighlighter(): Promise<Highlighter> {
  for (const grammar of [
    markup,
    bash,
    csharp,
    csv,
    go,
    http,
    java,
    javascript,
    json,
    jsx,
    nginx,
    php,
    python,
    ruby,
    typescript,
    tsx,
    yaml,
  ])
    refractor.register(grammar);
  const remembered = new Map<string, string>();
  const highlighter: Highlighter = {
    html(code, lang) {
      const key = `${lang ?? ''}\0${code}`;
      let html = remembered.get(key);
      if (html === undefined) {
        if (remembered.size >= REMEMBERED) remembered.clear();
        remembered.set(key, (html = preHtml(highlighter.highlight(code, lang))));
      }
      return html;
    },
    highlight(code, lang) {
      // Own keys only: a fence's language `valueOf` or `constructor` is no alias.
      const name = lang ? (Object.hasOwn(ALIASES, lang) ? ALIASES[lang]! : lang) : 'text';
      const children =
        code.length <= HIGHLIGHT_LIMIT && refractor.registered(name)
          ? colourTokens(tokenize(code, name))
          : [{ type: 'text' as const, value: code }];
      return {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['code', `language-${name}`], tabIndex: 0 },
        children: [{ type: 'element', tagName: 'code', properties: {}, children }],
      };
    },
  };
  return highlighter;
}

/** What `toHtml` escapes in text, as it writes it. */
const TEXT_ESCAPES: Record<string, string> = { '<': '&#x3C;', '&': '&#x26;' };
const escapeText = (text: string) => text.replace(/[<&]/g, (c) => TEXT_ESCAPES[c]);

/**
 * `toHtml(pre)` for the element `highlight` makes, written directly: hast-util-to-html took
 * more time than Prism itself on GitHub's code samples (1.9 of 3.2 s). The bytes are the same
 * (tests/content/markdown/highlighter.test.ts); a language name that an attribute would have to
 * escape goes through `toHtml`.
 */
function preHtml(pre: Element): string {
  const [code] = pre.children as Element[];
  const className = (pre.properties.className as string[]).join(' ');
  if (!/^[\w .+#-]*$/.test(className)) return toHtml(pre);
  // Joined, not concatenated: `+=` would leave a rope of small strings, which the memo, the page
  // data and the worker's answers would hold (80 MiB more at GitHub's peak).
  const parts = [`<pre class="${className}" tabindex="0"><code>`];
  for (const child of code.children) {
    if (child.type === 'text') parts.push(escapeText(child.value));
    else if (child.type === 'element') {
      const [text] = child.children as { value: string }[];
      parts.push(
        `<span class="${(child.properties.className as string[]).join(' ')}">`,
        escapeText(text.value),
        '</span>',
      );
    }
  }
  parts.push('</code></pre>');
  return parts.join('');
}
