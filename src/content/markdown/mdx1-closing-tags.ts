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
