// The languages of generated code samples: which httpsnippet target and client writes each, the
// grammar that highlights it, and how it reads a credential from an environment variable.

/** A piece of a string literal: text as written inside the quotes, or the place of a credential. */
export type LiteralPiece = string | { variable: string };

export interface SampleLanguage {
  label: string;
  /** httpsnippet target and client. */
  target: string;
  client: string;
  /** The highlighter's language name. */
  highlight: string;
  /** A string literal (`quote` + pieces + `quote`) rewritten so its credential pieces are read from the environment. */
  literal(quote: string, pieces: LiteralPiece[]): string;
  /** Adds what reading the environment needs (an import), once per sample. */
  prelude?(source: string): string;
  /** Backslash escapes inside this quote (`'…'` in a shell has none). */
  escapes?(quote: string): boolean;
}

/** Literal pieces joined with an operator: `"Bearer " + os.Getenv("TOKEN")`. */
const concat =
  (operator: string, read: (variable: string) => string) =>
  (quote: string, pieces: LiteralPiece[]): string =>
    pieces
      .map((p) => (typeof p === 'string' ? (p ? `${quote}${p}${quote}` : '') : read(p.variable)))
      .filter(Boolean)
      .join(operator);

const onlyVariable = (pieces: LiteralPiece[]) =>
  pieces.filter((p) => p !== '').length === 1 && typeof pieces.find((p) => p !== '') === 'object';

export const SAMPLE_LANGUAGES = {
  curl: {
    label: 'cURL',
    target: 'shell',
    client: 'curl',
    highlight: 'bash',
    escapes: (quote) => quote !== "'",
    literal(quote, pieces) {
      const name = (v: string, next: string | undefined) => (next && /^\w/.test(next) ? `\${${v}}` : `$${v}`);
      const text = (i: number) => (typeof pieces[i] === 'string' ? (pieces[i] as string) : undefined);
      // `'Bearer X'` becomes `"Bearer $X"` when nothing in it means something else inside double quotes.
      if (quote === '"' || pieces.every((p) => typeof p !== 'string' || !/["$`\\!]/.test(p))) {
        return `"${pieces.map((p, i) => (typeof p === 'string' ? p : name(p.variable, text(i + 1)))).join('')}"`;
      }
      return pieces.map((p) => (typeof p === 'string' ? (p ? `'${p}'` : '') : `"$${p.variable}"`)).join('');
    },
  },
  javascript: {
    label: 'JavaScript',
    target: 'javascript',
    client: 'fetch',
    highlight: 'javascript',
    literal: (_quote, pieces) =>
      onlyVariable(pieces)
        ? `process.env.${(pieces.find((p) => typeof p === 'object') as { variable: string }).variable}`
        : `\`${pieces.map((p) => (typeof p === 'string' ? p.replace(/[`]|\$\{/g, '\\$&') : `\${process.env.${p.variable}}`)).join('')}\``,
  },
  python: {
    label: 'Python',
    target: 'python',
    client: 'requests',
    highlight: 'python',
    literal(quote, pieces) {
      const inner = quote === '"' ? "'" : '"';
      const read = (v: string) => `os.environ[${inner}${v}${inner}]`;
      if (onlyVariable(pieces))
        return read((pieces.find((p) => typeof p === 'object') as { variable: string }).variable);
      return `f${quote}${pieces.map((p) => (typeof p === 'string' ? p.replace(/[{}]/g, '$&$&') : `{${read(p.variable)}}`)).join('')}${quote}`;
    },
    prelude: (source) => (/^import os$/m.test(source) ? source : `import os\n${source}`),
  },
  go: {
    label: 'Go',
    target: 'go',
    client: 'native',
    highlight: 'go',
    literal: concat(' + ', (v) => `os.Getenv("${v}")`),
    prelude: (source) => (/^\t"os"$/m.test(source) ? source : source.replace(/^import \(\n/m, '$&\t"os"\n')),
  },
  java: {
    label: 'Java',
    target: 'java',
    client: 'nethttp',
    highlight: 'java',
    literal: concat(' + ', (v) => `System.getenv("${v}")`),
  },
  ruby: {
    label: 'Ruby',
    target: 'ruby',
    client: 'native',
    highlight: 'ruby',
    literal: concat(' + ', (v) => `ENV['${v}']`),
  },
  php: {
    label: 'PHP',
    target: 'php',
    client: 'curl',
    highlight: 'php',
    literal: concat(' . ', (v) => `getenv('${v}')`),
  },
  csharp: {
    label: 'C#',
    target: 'csharp',
    client: 'httpclient',
    highlight: 'csharp',
    literal: concat(' + ', (v) => `Environment.GetEnvironmentVariable("${v}")`),
  },
} satisfies Record<string, SampleLanguage>;

export type SampleLanguageName = keyof typeof SAMPLE_LANGUAGES;

export const SAMPLE_LANGUAGE_NAMES = Object.keys(SAMPLE_LANGUAGES) as [
  SampleLanguageName,
  ...SampleLanguageName[],
];

/** Every language, in this order, unless the config lists others. */
export const DEFAULT_SAMPLE_LANGUAGES: SampleLanguageName[] = [...SAMPLE_LANGUAGE_NAMES];
