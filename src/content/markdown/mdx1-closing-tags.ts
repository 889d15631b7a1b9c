// A closing tag indented under a list, as Docusaurus 2 pages write them (Socket.IO's tutorial):
//
//   - [CodeSandbox](…)
//
//     </TabItem>
//
// MDX 1 closed the `<TabItem>` there. MDX 3 (Docusaurus 3, and docgen) reads the indented line as
// part of the last list item and stops: "Expected the closing tag `</TabItem>` either after the end
// of `listItem` …". The page is read again with that one line unindented, as MDX 1 read it, and a
// warning names the line, since Docusaurus 3 would stop there.

/** The closing tag the parse error names, when its line is that tag alone, indented; the source with it unindented. */
export function unindentClosingTag(
  source: string,
  error: unknown,
): { source: string; line: number; tag: string } | undefined {
  const message = error as {
    reason?: unknown;
    line?: number;
    place?: { line?: number; start?: { line: number } };
  };
  if (typeof message?.reason !== 'string') return undefined;
  const tag = /^Expected the closing tag `<\/([^`<>\s]*)>` either after the end of `listItem`/.exec(
    message.reason,
  )?.[1];
  const line = message.line ?? message.place?.start?.line ?? message.place?.line;
  if (tag === undefined || line === undefined) return undefined;
  const lines = source.split('\n');
  const text = lines[line - 1];
  // The tag alone on its line, indented (compared as text: the name comes from the page).
  if (text === undefined || !/^[ \t]/.test(text) || text.trim() !== `</${tag}>`) return undefined;
  lines[line - 1] = text.trimStart();
  return { source: lines.join('\n'), line, tag };
}

// An opening tag that shares its line with more, before a blank line, as Docusaurus 2 pages write
// a disclosure (RocketMQ's admin-tool reference):
//
//   <details><summary>Topic parameters</summary>
//
//   <table>…</table>
//
//   </details>
//
// MDX 1 read the line as an HTML block (`<details>` opens one). MDX 3 reads it as a paragraph, the
// tag inline, and stops: "Expected a closing tag for `<details>` (20:1-20:10) before the end of
// `paragraph`". The page is read again with the rest of that line moved onto the blank line below
// (no line moves), the tag alone on its line, as MDX 1 read it, and a warning names the line.

/** The opening tag the parse error names, when it starts its line, more follows it and a blank line comes next; the source with the rest on that blank line. */
export function splitOpeningTag(
  source: string,
  error: unknown,
): { source: string; lines: number[]; tag: string } | undefined {
  const reason = (error as { reason?: unknown })?.reason;
  if (typeof reason !== 'string') return undefined;
  const found =
    /^Expected a closing tag for `<([A-Za-z][\w.:-]*)>` \((\d+):(\d+)-(\d+):(\d+)\) before the end of `paragraph`/.exec(
      reason,
    );
  if (!found) return undefined;
  const [, tag, startLine, startColumn, endLine, endColumn] = found;
  const line = Number(startLine);
  if (Number(endLine) !== line) return undefined;
  const lines = source.split('\n');
  const text = lines[line - 1];
  const next = lines[line];
  if (text === undefined || next === undefined || next.trim() !== '') return undefined;
  const before = text.slice(0, Number(startColumn) - 1);
  const opening = text.slice(Number(startColumn) - 1, Number(endColumn) - 1);
  const rest = text.slice(Number(endColumn) - 1);
  // The tag first on its line (up to three spaces), as written, and more after it.
  if (
    !/^ {0,3}$/.test(before) ||
    !opening.startsWith(`<${tag!}`) ||
    !opening.endsWith('>') ||
    rest.trim() === ''
  )
    return undefined;
  // Every line of the page that opens the same way (outside code blocks) at once: RocketMQ's page
  // has eight, and a parse of its 4,000 lines of table each took half a second.
  const moved: number[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length - 1; i++) {
    const fenceMark = /^[ \t]*(`{3,}|~{3,})/.exec(lines[i]!)?.[1];
    if (fence !== undefined) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    const own = lines[i]!;
    const indent = /^ {0,3}/.exec(own)![0];
    const after = own.slice(indent.length);
    if (!after.startsWith(opening) || lines[i + 1]!.trim() !== '') continue;
    const more = after.slice(opening.length);
    // Closed on its own line, it is no block MDX 1 read on: left as it is.
    if (more.trim() === '' || more.includes(`</${tag!}>`)) continue;
    lines[i] = indent + opening;
    lines[i + 1] = indent + more.trimStart();
    moved.push(i + 1);
  }
  if (!moved.includes(line)) return undefined;
  return { source: lines.join('\n'), lines: moved, tag: tag! };
}
