// A `<` that starts no tag to MDX 1, as Docusaurus 2 pages write types in tables (Excalidraw's
// API reference):
//
//   | `collaborators` | <code>Map<string, <a href="…">Collaborator></a></code> | … |
//   | `initialData` | `object` &#124; <code>Promise<object &#124; null></code> | … |
//
// MDX 1 read raw HTML as CommonMark does: `<string,` and `<object &#124;` are no tags (a `,` after
// a name, an `&` where an attribute would start), so they were text and the page showed
// `Map<string, Collaborator>`. MDX 3 (Docusaurus 3, and docgen) reads a JSX tag at every `<` before
// a letter and stops: "Unexpected character `,` (U+002C) in name". Escaping that `<` (`\<string,`)
// is text to both and shows the same: `docgen init --from-docusaurus` writes it in the pages it
// copies, and a build reads such a page again with them escaped, with a warning.
import { escapeTagsMatching, type EscapedTag } from './mdx1-escaped-tags.ts';

/**
 * `<`, a name, and then what no tag has: a character that is neither a name's, a space, `/`, `>`
 * nor `{` (`<string,`); or spaces and then what starts no attribute (`<object &#124;`, `<T | null>`).
 * A backslash after the name is mdx1-escaped-tags.ts' case.
 */
const TEXT_TAG = /(?<!\\)<[A-Za-z_$][\w$.:-]*(?:(?=[^\w$.:\-\s/>{\\])|[ \t]+(?=[^\s\w$:{/>\\]))/g;

/** MDX 3's message at such a `<`. */
const STOPPED = /^Unexpected character `[^`]*` \(U\+[0-9A-F]+\) (in|after) name/;

export function escapeMdx1TextTags(source: string): { source: string; escaped: EscapedTag[] } {
  if (!source.includes('<')) return { source, escaped: [] };
  return escapeTagsMatching(source, TEXT_TAG, 1);
}

/**
 * The page read again when MDX 3 stopped at such a `<` (the parse error given): every one of them
 * escaped at once, or undefined when the error is another.
 */
export function escapeTextTagsAt(
  source: string,
  error: unknown,
): { source: string; escaped: EscapedTag[] } | undefined {
  const message = error as {
    reason?: unknown;
    line?: number;
    place?: { line?: number; start?: { line: number } };
  };
  if (typeof message?.reason !== 'string' || !STOPPED.test(message.reason)) return undefined;
  const line = message.line ?? message.place?.start?.line ?? message.place?.line;
  const result = escapeMdx1TextTags(source);
  return result.escaped.some((e) => e.line === line) ? result : undefined;
}

/** The hint for MDX 3's error at such a `<`, when the line given (1-based, in `source`) holds one. */
export function textTagHint(reason: string, source: string, line: number | undefined): string | undefined {
  if (line === undefined || !STOPPED.test(reason)) return undefined;
  const found = escapeMdx1TextTags(source).escaped.filter((e) => e.line === line);
  if (found.length === 0) return undefined;
  return `MDX 1 (Docusaurus 2) showed ${found.map((e) => `\`${e.written}\``).join(', ')} as text; MDX 3 (Docusaurus 3 too) reads a JSX tag there. Escape the \`<\`: write ${found.map((e) => `\`\\${e.written}\``).join(', ')} (\`docgen init --from-docusaurus\` does this in the pages it copies).`;
}
