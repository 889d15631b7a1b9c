// Build-time syntax highlighting with shiki: a fixed set of grammars, light and dark colours.
// Token colours become short classes (style-to-class) instead of inline styles: pages stay small
// and the stylesheet carries one rule per distinct colour pair.
import type { Element } from 'hast';
import { transformerStyleToClass } from '@shikijs/transformers';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

export interface Highlighter {
  /** A `<pre class="shiki">` element; unknown languages come back unhighlighted. */
  highlight(code: string, lang: string | undefined): Element;
  /** CSS for the token classes used so far (call after highlighting everything). */
  css(): string;
}

const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', curl: 'bash', javascript: 'js', typescript: 'ts', py: 'python', yml: 'yaml', jsonl: 'json', ndjson: 'json', xml: 'html' };

export async function createHighlighter(): Promise<Highlighter> {
  const core = await createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [
      import('shiki/langs/bash.mjs'), import('shiki/langs/javascript.mjs'), import('shiki/langs/typescript.mjs'), import('shiki/langs/python.mjs'),
      import('shiki/langs/json.mjs'), import('shiki/langs/http.mjs'), import('shiki/langs/html.mjs'), import('shiki/langs/nginx.mjs'),
      import('shiki/langs/yaml.mjs'), import('shiki/langs/csv.mjs'), import('shiki/langs/tsx.mjs'),
    ],
    // Oniguruma (WebAssembly) runs these grammars several times faster than the JS regex engine.
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  const loaded = new Set(core.getLoadedLanguages());
  const toClass = transformerStyleToClass({ classPrefix: 'sh-' });
  const cache = new Map<string, Element>();
  return {
    highlight(code, lang) {
      const name = lang ? (ALIASES[lang] ?? lang) : 'text';
      const key = `${name}\0${code}`;
      const hit = cache.get(key);
      if (hit) return structuredClone(hit);
      const root = core.codeToHast(code, {
        lang: loaded.has(name) ? name : 'text',
        themes: { light: 'github-light', dark: 'github-dark' },
        defaultColor: false,
        transformers: [toClass],
      });
      const pre = root.children[0] as Element;
      // The stylesheet owns the block's background and text colours.
      delete pre.properties.style;
      pre.properties.className = ['shiki'];
      cache.set(key, structuredClone(pre));
      return pre;
    },
    css: () => toClass.getCSS(),
  };
}
