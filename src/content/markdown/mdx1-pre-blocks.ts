// A `<pre>` signature with links on lines of their own, as Docusaurus 2 pages write them
// (Excalidraw's render props and export utilities):
//
//   <pre>
//     (isMobile: boolean, appState:
//     <a href="…/types.ts#L95">
//       AppState
//     </a>) => JSX | null
//   </pre>
//
// MDX 1 read the block as raw HTML and compiled it to JSX, which joins its lines: each line
// trimmed, and where a line ends or starts with a tag nothing in between (`appState:<a>`), else
// a space. The page showed `(isMobile: boolean, appState:AppState) => JSX | null` on one line; its
// authors wrote `<br/>&nbsp;` where they wanted a line break. MDX 3 (Docusaurus 3, and docgen)
// reads the lines as Markdown: the `<a …>` line is a block of its own, `</a>) => …` text in a
// paragraph, and it stops: "Expected the closing tag `</a>` either after the end of `paragraph`".
// The page is read again with the block's lines joined as JSX joined them, on its first line, the
// others left blank (no line moves), with a warning naming the block.

/** A line that opens a `<pre>` block and holds nothing else. */
const OPENING = /^ {0,3}<pre(\s[^<>]*)?>\s*$/i;
const CLOSING = /^\s*<\/pre>\s*$/i;

export interface JoinedPre {
  source: string;
  /** 1-based lines of `<pre>` and `</pre>`. */
  from: number;
  to: number;
  /** The block's text as it is read now. */
  joined: string;
}

/** The `<pre>` block around the line MDX 3 stopped at (the parse error given), its lines joined; undefined for another error. */
export function joinPreBlockAt(source: string, error: unknown): JoinedPre | undefined {
  const message = error as {
    reason?: unknown;
    line?: number;
    place?: { line?: number; start?: { line: number } };
  };
  if (typeof message?.reason !== 'string' || !/^Expected (the|a) closing tag /.test(message.reason))
    return undefined;
  const line = message.line ?? message.place?.start?.line ?? message.place?.line;
  if (line === undefined) return undefined;
  const lines = source.split('\n');
  let from = line - 1;
  while (from >= 0 && !OPENING.test(lines[from]!)) {
    if (CLOSING.test(lines[from]!) && from !== line - 1) return undefined;
    from--;
  }
  let to = line - 1;
  while (to < lines.length && !CLOSING.test(lines[to]!)) {
    if (OPENING.test(lines[to]!) && to !== line - 1) return undefined;
    to++;
  }
  if (from < 0 || to >= lines.length || to - from < 2) return undefined;
  const inner = lines.slice(from + 1, to);
  // Only a block with tags inside stops MDX 3 this way.
  if (!inner.some((text) => /<\/?[A-Za-z]/.test(text))) return undefined;
  const joined = jsxJoin(inner);
  lines.splice(from + 1, inner.length, joined, ...inner.slice(1).map(() => ''));
  // Joined already, and MDX 3 still stops: that is the page's own error.
  if (lines.join('\n') === source) return undefined;
  return { source: lines.join('\n'), from: from + 1, to: to + 1, joined };
}

/**
 * Lines joined as JSX joins the lines of its text: each trimmed, blank ones dropped, and a space
 * between two unless one side is a tag.
 */
export function jsxJoin(lines: readonly string[]): string {
  let out = '';
  for (const text of lines.map((line) => line.trim()).filter(Boolean)) {
    const tight = out === '' || /<\/?[A-Za-z][^<>]*>$/.test(out) || /^<\/?[A-Za-z]/.test(text);
    out += tight ? text : ` ${text}`;
  }
  return out;
}
