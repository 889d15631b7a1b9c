// The highlighter as the stages hold it: refractor and its grammars load when something is first
// highlighted (a page's Markdown, an API example, a code sample). A warm build whose pages, API
// pages and code samples all come from the build cache never loads them (about 0.1 s of CPU).
import type { Highlighter } from './highlighter.ts';

/** The site's one highlighter, made on the first call. */
export type HighlighterLoader = () => Promise<Highlighter>;

export function lazyHighlighter(): HighlighterLoader {
  let made: Promise<Highlighter> | undefined;
  return () => (made ??= import('./highlighter.ts').then((module) => module.createHighlighter()));
}
