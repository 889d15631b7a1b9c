// A type name written between a `<` and an escaped `>` in prose, as Docusaurus 2 pages write it
// (Detox's API reference):
//
//   * `override` (Partial<Detox.DetoxConfig\>) – ad-hoc adjustments …
//   ### `resolveConfig([options])` \[Promise<RuntimeConfig\>]
//
// MDX 1 read `<Name\` as text (no tag has a backslash in its name) and `\>` as an escaped `>`: the
// page showed `Partial<Detox.DetoxConfig>`. MDX 3 (Docusaurus 3, and docgen) reads `<Name` as a
// JSX tag and stops at the backslash: "Unexpected character `\` (U+005C) in name". Escaping the
// `<` as well (`\<Detox.DetoxConfig\>`) is text to both and shows the same, so that is what
// `docgen init --from-docusaurus` writes in the pages it copies, and what a build error asks for.

/** `<` with a tag name (`.` between parts, `:`/`-` as JSX allows) and then a backslash: never a tag to MDX 3. */
const ESCAPED_TAG = /(?<!\\)<([A-Za-z_$][\w$.:-]*)(?=\\)/g;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

export interface EscapedTag {
  /** 1-based line of the source given. */
  line: number;
  /** As written, from the `<` to the backslash and the character after it: `<Detox.DetoxConfig\>`. */
  written: string;
}

/**
 * The source with each such `<` escaped, outside front matter, fenced code and code spans, and
 * outside a quoted attribute value (`title="Promise<A\>"`, where the backslash would become part
 * of the value); each one with its line. Lines stay where they are.
 */
export function escapeMdx1TypeTags(source: string): { source: string; escaped: EscapedTag[] } {
  if (!source.includes('\\')) return { source, escaped: [] };
  return escapeTagsMatching(source, ESCAPED_TAG, 2);
}

/**
 * The source with a backslash before each `<` that `pattern` (global) matches, outside front
 * matter, fenced code, code spans and quoted attribute values; `shown` characters after each
 * match are part of what a message shows of it. Lines stay where they are.
 */
export function escapeTagsMatching(
  source: string,
  pattern: RegExp,
  shown: number,
): { source: string; escaped: EscapedTag[] } {
  const escaped: EscapedTag[] = [];
  const lines = source.split('\n');
  const frontMatterEnd = /^---\r?$/.test(lines[0] ?? '')
    ? lines.findIndex((line, i) => i > 0 && /^---\r?$/.test(line))
    : -1;
  let fence: string | undefined;
  for (const [index, line] of lines.entries()) {
    if (index <= frontMatterEnd) continue;
    const opened = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opened && opened[0] === fence[0] && opened.length >= fence.length) fence = undefined;
      continue;
    }
    if (opened) {
      // ```mdx-code-block holds MDX, not code (Docusaurus' way to write it): read on.
      if (!/^[ \t]*(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*\r?$/.test(line)) fence = opened;
      continue;
    }
    // Code spans blanked to the same length, so that positions in it are positions in the line.
    const prose = line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
    // Quoted attribute values (closed or not): [start, end) of each.
    const quoted = [...prose.matchAll(/=\s*("[^"]*"?|'[^']*'?)/g)].map((q) => [
      q.index,
      q.index + q[0].length,
    ]);
    const at: number[] = [];
    for (const match of prose.matchAll(pattern)) {
      if (quoted.some(([start, end]) => match.index > start! && match.index < end!)) continue;
      at.push(match.index);
      escaped.push({
        line: index + 1,
        written: line.slice(match.index, match.index + match[0].length + shown),
      });
    }
    // Right to left: each insertion leaves the positions before it as they were.
    let out = line;
    for (const i of at.reverse()) out = `${out.slice(0, i)}\\${out.slice(i)}`;
    lines[index] = out;
  }
  return { source: escaped.length === 0 ? source : lines.join('\n'), escaped };
}

/** The hint for MDX 3's error at such a `<`, when the line given (1-based, in `source`) holds one. */
export function escapedTagHint(reason: string, source: string, line: number | undefined): string | undefined {
  if (line === undefined || !/^Unexpected character `\\` \(U\+005C\) in name/.test(reason)) return undefined;
  const found = escapeMdx1TypeTags(source).escaped.filter((e) => e.line === line);
  if (found.length === 0) return undefined;
  const shown = found.map((e) => `\`${e.written}\``).join(', ');
  const fixed = found.map((e) => `\`\\${e.written}\``).join(', ');
  return `MDX 1 (Docusaurus 2) showed ${shown} as text; MDX 3 (Docusaurus 3 too) reads a JSX tag there. Escape the \`<\` as well: write ${fixed} (\`docgen init --from-docusaurus\` does this in the pages it copies).`;
}
