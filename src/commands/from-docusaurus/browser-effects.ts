// A registered component whose work is done in the browser (pnpm's `SettingsAnchorRedirect`: a
// `useEffect` that sends old `/settings#hoistPattern` links on, and renders null): docgen renders
// components once, on the server, so the effect never runs and the page shows nothing in its
// place. That would be lost without a word; init names the component, the file and the line.
import type { LeftOut } from './map-config.ts';

/** `useEffect(`, `React.useLayoutEffect (`, `useInsertionEffect(`: hooks React runs only in the browser. */
const EFFECT = /\b(use(?:Layout|Insertion)?Effect)\s*\(/;

/** The report's line for a component calling an effect hook, or undefined. */
export function browserEffects(name: string, file: string, source: string): LeftOut | undefined {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => EFFECT.test(stripLineComment(line)));
  if (index === -1) return undefined;
  const hook = EFFECT.exec(stripLineComment(lines[index]!))![1]!;
  return {
    what: `${file}:${index + 1}`,
    reason: `the component ${name} calls ${hook}, which React runs only in the browser: docgen renders components once, on the server, so that code never runs on its pages (what it renders is kept); if the pages need it, write it as an island (docs: Islands)`,
  };
}

/** A line without its `//` comment (a URL's `//` inside a string is rare enough in a hook's line). */
function stripLineComment(line: string): string {
  const at = line.indexOf('//');
  return at === -1 ? line : line.slice(0, at);
}
