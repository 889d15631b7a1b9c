// Line options of a fenced code block, as Docusaurus reads them: highlighted lines from the fence
// meta (`{1,3-4}`) or from magic comments on lines of their own (`// highlight-next-line`,
// `// highlight-start` … `// highlight-end`, also written `#`, `/* */`, `{/* */}`, `<!-- -->`,
// `--` … as the language comments), removed from the output; and `showLineNumbers` /
// `showLineNumbers=5`. The highlighted tokens are then cut into one element per line.
import type { Element, ElementContent } from 'hast';

export interface CodeLines {
  /** The code without its magic-comment lines. */
  code: string;
  /** 1-based numbers of the highlighted lines (of `code`). */
  highlighted: Set<number>;
  /** The first line's number when line numbers are shown. */
  start?: number;
}

type CommentStyle = [open: string, close: string];
const STYLES = {
  js: ['//', ''],
  jsBlock: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
} satisfies Record<string, CommentStyle>;
type StyleName = keyof typeof STYLES;

/** Which comment styles hold magic comments in a language (Docusaurus' table; unknown: all). */
function stylesOf(lang: string | undefined): StyleName[] {
  switch (lang) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
    case 'java':
    case 'c':
    case 'cpp':
    case 'csharp':
    case 'go':
    case 'rust':
    case 'kotlin':
    case 'swift':
    case 'scala':
    case 'dart':
    case 'json5':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
    case 'xml':
    case 'markup':
    case 'svg':
    case 'vue':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
    case 'sh':
    case 'shell':
    case 'zsh':
    case 'yaml':
    case 'yml':
    case 'toml':
    case 'ruby':
    case 'rb':
    case 'r':
    case 'perl':
    case 'dockerfile':
    case 'docker':
    case 'nginx':
    case 'ini':
    case 'properties':
    case 'powershell':
    case 'makefile':
      return ['bash'];
    case 'markdown':
    case 'md':
    case 'mdx':
      return ['html', 'jsx', 'bash'];
    case 'lua':
    case 'haskell':
    case 'sql':
      return ['lua'];
    case 'tex':
    case 'latex':
      return ['tex'];
    case 'wat':
    case 'wasm':
      return ['wasm'];
    case 'php':
      return ['js', 'jsBlock', 'bash'];
    default:
      return Object.keys(STYLES) as StyleName[];
  }
}

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';

/** `{1,3-4}` in the meta: the line numbers it names. */
function rangesFromMeta(meta: string): Set<number> | undefined {
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  if (ranges === undefined) return undefined;
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to)) continue;
    for (let n = from; n <= Math.min(to, from + 10_000); n++) lines.add(n);
  }
  return lines;
}

export function codeLines(source: string, lang: string | undefined, meta: string | undefined): CodeLines {
  const numbers = meta ? /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta) : null;
  const start = numbers ? Number(numbers[1] ?? 1) : undefined;
  // A range in the meta wins, and the comments are then left as written (as Docusaurus does).
  const fromMeta = meta ? rangesFromMeta(meta) : undefined;
  if (fromMeta) return { code: source, highlighted: fromMeta, start };
  if (!source.includes('highlight-')) return { code: source, highlighted: new Set(), start };
  const pattern = new RegExp(
    `^\\s*(?:${stylesOf(lang)
      .map((name) => `${STYLES[name][0]}\\s*(${DIRECTIVES})\\s*${STYLES[name][1]}`)
      .join('|')})\\s*$`,
  );
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let open = 0;
  for (const line of source.split('\n')) {
    const directive = pattern.exec(line)?.slice(1).find(Boolean);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') open++;
    else if (directive === 'highlight-end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (nextLine || open > 0) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted, start };
}

/**
 * Cuts highlighted tokens into one `<span class="code-line">` per line (a token spanning lines,
 * e.g. a block comment, is repeated around each part). Each line but the last keeps its `\n`, so
 * the code's text (what the copy button copies) is unchanged; the line number is a `data-line`
 * attribute the stylesheet shows as generated content, which is neither copied nor read out.
 */
export function wrapLines(children: ElementContent[], lines: CodeLines): Element[] {
  const out: ElementContent[][] = [[]];
  const walk = (nodes: ElementContent[], wrap: (node: ElementContent) => ElementContent) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const parts = node.value.split('\n');
        parts.forEach((part, i) => {
          if (i > 0) {
            out.at(-1)!.push(wrap({ type: 'text', value: '\n' }));
            out.push([]);
          }
          if (part) out.at(-1)!.push(wrap({ type: 'text', value: part }));
        });
      } else if (node.type === 'element') {
        const outer = wrap;
        walk(node.children, (inner) => outer({ ...node, children: [inner] }));
      }
    }
  };
  walk(children, (node) => node);
  return out.map((parts, i) => {
    const n = i + 1;
    const className = lines.highlighted.has(n) ? ['code-line', 'code-line--highlighted'] : ['code-line'];
    const properties: Element['properties'] = { className };
    if (lines.start !== undefined) properties.dataLine = String(lines.start + i);
    return { type: 'element', tagName: 'span', properties, children: mergeAdjacent(parts) };
  });
}

/** Adjacent pieces of one split token (same element, same classes) are joined again. */
function mergeAdjacent(parts: ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last?.type === 'text' && part.type === 'text') last.value += part.value;
    else if (
      last?.type === 'element' &&
      part.type === 'element' &&
      last.tagName === part.tagName &&
      String(last.properties.className) === String(part.properties.className)
    ) {
      last.children = mergeAdjacent([...last.children, ...part.children]);
    } else merged.push(part.type === 'text' ? { ...part } : part);
  }
  return merged;
}
