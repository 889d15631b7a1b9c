// Source rewrites the parser needs before it runs, as Docusaurus' own preprocessor does. Each keeps
// every line where it was, so messages still give the file's line numbers.
//
// `:::tip Title` (the Docusaurus 2 admonition title, still accepted by Docusaurus 3) is not a
// directive to remark-directive: it reads `:::tip[Title]`. In MDX, an HTML comment (a syntax
// error there, which Docusaurus accepts) becomes the MDX comment `{/* … */}`, and a fence
// ```` ```mdx-code-block ```` (Docusaurus' way to write MDX that other Markdown tools show as code)
// loses its two fence lines: its content is MDX. Lines inside fenced code are left alone.
//
// A heading id `## Title {#custom-id}` is an MDX expression to the MDX parser ("Could not parse
// expression with acorn"): in MDX its braces are escaped, `## Title \{#custom-id\}`, which
// reads back as the text `{#custom-id}` that remark-heading-ids takes. Docusaurus 3 does the
// same (mdx1Compat.headingIds), and its `write-heading-ids` command puts such ids on every heading.

// Any indentation: a fence inside a list item is indented by the item's own (Babel's v8 migration
// guide opens one with four spaces in an item of two), and a fence missed leaves every line after
// the next `` ``` `` read as code: its heading ids and comments unrewritten, a parse error.
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const MDX_CODE_BLOCK = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*\r?$/;
const TITLED_CONTAINER = /^([ \t]*:{3,}[A-Za-z][\w-]*)[ \t]+([^\s[{].*?)[ \t]*(\r?)$/;
/** An ATX heading (also inside a block quote or indented in JSX) ending in `{#id}`. */
const HEADING_ID = /^([ \t>]*#{1,6}[ \t].*?)\{#([^\s{}]+)\}([ \t]*#*[ \t]*\r?)$/;

export function preprocessMarkdown(markdown: string, mdx = false): string {
  if (
    !markdown.includes(':::') &&
    !(
      mdx &&
      (markdown.includes('<!--') ||
        markdown.includes('mdx-code-block') ||
        markdown.includes('{#') ||
        AUTOLINK.test(markdown))
    )
  )
    return markdown;
  let fence: string | undefined;
  let wrapper: string | undefined;
  let comment = false;
  return markdown
    .split('\n')
    .map((line) => {
      const opened = FENCE.exec(line)?.[1];
      if (fence) {
        if (
          opened &&
          opened[0] === fence[0] &&
          opened.length >= fence.length &&
          !line.slice(line.indexOf(opened) + opened.length).trim()
        )
          fence = undefined;
        return line;
      }
      if (
        mdx &&
        wrapper &&
        opened &&
        opened[0] === wrapper[0] &&
        opened.length >= wrapper.length &&
        !line.slice(line.indexOf(opened) + opened.length).trim()
      ) {
        wrapper = undefined;
        return '';
      }
      if (mdx && !wrapper && !comment && MDX_CODE_BLOCK.test(line)) {
        wrapper = opened;
        return '';
      }
      if (opened && !comment) {
        fence = opened;
        return line;
      }
      if (mdx && (comment || line.includes('<!--'))) {
        ({ line, comment } = mdxComment(line, comment));
        if (comment) return line;
      }
      if (mdx && line.includes('<')) line = mdxAutolinks(line);
      const id = mdx ? HEADING_ID.exec(line) : null;
      if (id) return `${id[1]}\\{#${id[2]}\\}${id[3]}`;
      const titled = TITLED_CONTAINER.exec(line);
      return titled ? `${titled[1]}[${titled[2]!.replace(/[[\]]/g, '\\$&')}]${titled[3]}` : line;
    })
    .join('\n');
}

/**
 * An autolink, `<https://example.com>` or `<sales@example.com>`: CommonMark has them, MDX does not
 * (`<` opens a tag there, and `:` or `@` cannot be in its name, so the page does not parse).
 */
const AUTOLINK =
  /<(?:[a-z][a-z\d+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*)>/gi;

/** The line's autolinks as MDX links (`[x](x)`, `mailto:` for an address); code spans kept. */
function mdxAutolinks(line: string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(AUTOLINK, (whole: string, offset: number) => {
            // `[joins](<https://…/Join_(SQL)>)` and `[ref]: <https://…>`: a link's destination in
            // angle brackets, which MDX reads as CommonMark does (Sequelize's docs).
            const before = part.slice(0, offset);
            if (/\]\(\s*$/.test(before) || /^\s{0,3}\[[^\]]+\]:\s*$/.test(before)) return whole;
            const target = whole.slice(1, -1);
            const text = target.replace(/[\\[\]*_`<>{}]/g, '\\$&');
            const url = target.includes('@') && !target.includes(':') ? `mailto:${target}` : target;
            return `[${text}](<${url.replace(/[<>\\]/g, encodeURIComponent)}>)`;
          }),
    )
    .join('');
}

/** `<!-- a -->` → `{/* a *\/}` on one line, a comment running over several lines too (code spans kept). */
function mdxComment(line: string, open: boolean): { line: string; comment: boolean } {
  let out = '';
  let comment = open;
  for (let i = 0; i < line.length;) {
    if (comment) {
      const end = line.indexOf('-->', i);
      const body = line.slice(i, end === -1 ? undefined : end).replace(/\*\//g, '* /');
      out += body;
      if (end === -1) return { line: out, comment: true };
      out += '*/}';
      i = end + 3;
      comment = false;
    } else {
      const tick = /`+/.exec(line.slice(i));
      const start = line.indexOf('<!--', i);
      if (start === -1) return { line: out + line.slice(i), comment: false };
      if (tick && i + tick.index < start) {
        const close = line.indexOf(tick[0], i + tick.index + tick[0].length);
        const stop = close === -1 ? line.length : close + tick[0].length;
        out += line.slice(i, stop);
        i = stop;
        continue;
      }
      out += `${line.slice(i, start)}{/*`;
      i = start + 4;
      comment = true;
    }
  }
  return { line: out, comment };
}
