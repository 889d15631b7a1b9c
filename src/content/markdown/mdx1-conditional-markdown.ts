// Markdown shown on a condition, as Docusaurus 2 partials write it (Detox's
// `_project-setup-build.mdx`, used as `<RunningYourTest debug />` on some tabs):
//
//   {props.debug && <div>
//
//   Since this is a debug configuration, …
//
//   ```bash
//   npm start
//   ```
//
//     </div>}
//
// MDX 1 read the lines between as Markdown. MDX 3 (Docusaurus 3, and docgen) reads everything
// from `{` to its `}` as one JavaScript expression, where Markdown is no JSX, and stops: "Could not
// parse expression with acorn", at a line deep inside. No rewrite keeps both the condition and the
// Markdown (docgen runs no page code), so the build names the lines and says what to do, and
// `docgen init --from-docusaurus` lists each such block in its report.

const FENCE = /^[ \t]*(`{3,}|~{3,})/;
/** `{cond && <div>` (or `? <div>`, `|| <div>`) alone at the end of its line: a tag left open inside a brace left open. */
const OPENING =
  /^[ \t]*\{(?<condition>[^{}<>&|?]*)(?<operator>&&|\|\||\?)\s*<(?<tag>[A-Za-z][\w.:-]*)(?:\s[^<>{}]*)?>[ \t]*\r?$/;

export interface ConditionalMarkdown {
  /** 1-based line of `{cond && <tag>`. */
  line: number;
  /** 1-based line of `</tag>}`, when there is one. */
  endLine?: number;
  condition: string;
  /** `&&`, `||` or `?`. */
  operator: string;
  tag: string;
}

/** Each such block of the source (outside fenced code), its Markdown starting after a blank line. */
export function findConditionalMarkdown(source: string): ConditionalMarkdown[] {
  if (!source.includes('{')) return [];
  const found: ConditionalMarkdown[] = [];
  const lines = source.split('\n');
  let fence: string | undefined;
  let open: ConditionalMarkdown | undefined;
  for (const [index, line] of lines.entries()) {
    const opened = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opened && opened[0] === fence[0] && opened.length >= fence.length) fence = undefined;
      continue;
    }
    if (opened) {
      fence = opened;
      continue;
    }
    if (open) {
      // Compared as text: the tag comes from the page.
      if (line.replace(/\s+/g, '').startsWith(`</${open.tag}>}`)) {
        open.endLine = index + 1;
        open = undefined;
      }
      continue;
    }
    const groups = OPENING.exec(line)?.groups;
    if (groups && (lines[index + 1] ?? '').trim() === '') {
      open = {
        line: index + 1,
        condition: groups.condition!.trim(),
        operator: groups.operator!,
        tag: groups.tag!,
      };
      found.push(open);
    }
  }
  return found;
}

/** What to do with one such block; its lines shifted by `lineOffset` (the page's front matter). */
export function conditionalMarkdownHint(block: ConditionalMarkdown, lineOffset = 0): string {
  const first = block.line + lineOffset;
  const last = block.endLine === undefined ? undefined : block.endLine + lineOffset;
  const prop = /^props\.([A-Za-z_$][\w$]*)$/.exec(block.condition)?.[1];
  const inner = last === undefined ? `the lines after line ${first}` : `lines ${first + 1}–${last - 1}`;
  return `\`{${block.condition} ${block.operator} <${block.tag}>\` (line ${first}) wraps Markdown in a JavaScript expression${last === undefined ? '' : ` closed on line ${last}`}: MDX 1 (Docusaurus 2) read the Markdown inside, MDX 3 (Docusaurus 3 too) cannot. Move ${inner} into a file of their own (a partial, its name starting with \`_\`) and import and place it where the condition holds${prop === undefined ? '' : ` (the pages that give \`${prop}\`)`}, or drop the condition to show it always.`;
}

/** The hint for MDX 3's expression error at `line` (1-based, in `source`) when such a block holds it. */
export function conditionalMarkdownAt(
  reason: string,
  source: string,
  line: number | undefined,
): ConditionalMarkdown | undefined {
  if (line === undefined || !/^Could not parse expression with acorn/.test(reason)) return undefined;
  return findConditionalMarkdown(source).find(
    (block) => block.line <= line && (block.endLine === undefined || line <= block.endLine),
  );
}
