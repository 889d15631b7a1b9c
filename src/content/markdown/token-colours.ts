// Prism's tokens → as few spans as the colours need. Prism nests a span per token and names its
// kind (`<span class="token punctuation">`): on GitHub's API description that markup was 55 MB of
// a 290 MB site, most of it punctuation and operators drawn in the text colour anyway. Here each
// piece of text gets the one colour the stylesheet gives it, a short class (`hl-k`), adjacent
// pieces of one colour share a span, and text in the plain colour has none. The stylesheet's
// colour rules (templates/styles.css, "Code colours") use these classes.
import type { ElementContent } from 'hast';

/** A Prism token, as `refractor.tokenize` returns them. */
export interface PrismToken {
  type: string;
  content: PrismStream;
  alias?: string | string[];
}
export type PrismStream = string | PrismToken | (string | PrismToken)[];

/**
 * The colour groups and the token kinds in each, in the stylesheet's order: where a token names
 * kinds of several groups, the later group wins, as the later CSS rule did. `plain` is the text
 * colour: a punctuation mark inside a string is drawn plain, not in the string's colour.
 */
const GROUPS: [group: string, kinds: string[]][] = [
  ['c', ['comment', 'prolog', 'doctype', 'cdata']],
  ['k', ['keyword', 'important', 'atrule', 'rule']],
  ['s', ['string', 'char', 'attr-value', 'regex', 'url']],
  ['n', ['number', 'boolean', 'constant', 'symbol', 'variable']],
  ['f', ['function', 'class-name', 'builtin']],
  ['p', ['property', 'attr-name', 'selector', 'tag', 'key', 'header-name']],
  ['plain', ['punctuation', 'operator']],
  ['r', ['parameter', 'shebang']],
];
const GROUP_OF = new Map(GROUPS.flatMap(([group, kinds], order) => kinds.map((k) => [k, { group, order }])));

/** The colour group of a token with these kinds, inside these ancestors' kinds. */
function groupOf(kinds: string[], ancestors: readonly string[]): string | undefined {
  // The one rule that names two kinds: an HTTP request line's method is drawn as a property.
  if (kinds.includes('method') && ancestors.includes('request-line')) return 'p';
  let best: { group: string; order: number } | undefined;
  for (const kind of kinds) {
    const found = GROUP_OF.get(kind);
    if (found && (!best || found.order > best.order)) best = found;
  }
  return best?.group;
}

/** A token stream → hast: one span per run of one colour, plain text bare. */
export function colourTokens(stream: PrismStream): ElementContent[] {
  const pieces: { group: string; text: string }[] = [];
  const walk = (node: PrismStream, group: string, ancestors: string[]) => {
    if (typeof node === 'string') {
      if (node) pieces.push({ group, text: node });
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, group, ancestors);
      return;
    }
    const kinds = [node.type, ...(Array.isArray(node.alias) ? node.alias : node.alias ? [node.alias] : [])];
    walk(node.content, groupOf(kinds, ancestors) ?? group, [...ancestors, ...kinds]);
  };
  walk(stream, 'plain', []);

  // Join runs of one colour; a space between two pieces of one colour joins them too (a newline
  // does not: code-lines.ts cuts spans at line ends).
  const runs: { group: string; text: string }[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const last = runs.at(-1);
    const next = pieces[i + 1];
    const bridge =
      last && next && last.group === next.group && /^[ \t]+$/.test(piece.text) && piece.group !== last.group;
    if (last && (last.group === piece.group || bridge)) last.text += piece.text;
    else runs.push({ ...piece });
  }
  return runs.map(({ group, text }) =>
    group === 'plain'
      ? { type: 'text', value: text }
      : {
          type: 'element',
          tagName: 'span',
          properties: { className: [`hl-${group}`] },
          children: [{ type: 'text', value: text }],
        },
  );
}
