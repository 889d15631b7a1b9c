// The languages of generated code samples: which httpsnippet target and client writes each, the
// grammar that highlights it, how it writes a string literal (string-literals.ts) and how it reads a
// credential from an environment variable.
import { shellWord } from '../shared/shell-words.ts';
import {
  csharpString,
  decodeLiteral,
  goString,
  javaString,
  jsString,
  phpString,
  pythonString,
  rubyString,
} from './string-literals.ts';

/** A piece of a string literal: text (as the program should read it), or the place of a credential. */
export type LiteralPiece = string | { variable: string };

export interface SampleLanguage {
  label: string;
  /** httpsnippet target and client. */
  target: string;
  client: string;
  /** The highlighter's name for the language. */
  highlight: string;
  /** A string literal of `pieces` (httpsnippet wrote it with `quote`), its credential pieces read from the environment. */
  literal(quote: string, pieces: LiteralPiece[]): string;
  /** Adds what reading the environment needs (an import), once per sample. */
  prelude?(source: string): string;
  /** Backslash escapes inside this quote (`'…'` in a shell has none). */
  escapes?(quote: string): boolean;
  /** The text of a literal httpsnippet wrote with `quote` (`body` is what is between the quotes). */
  decode?(quote: string, body: string): string;
}

/** Literal pieces joined with an operator: `"Bearer " + os.Getenv("TOKEN")`. */
const concat =
  (operator: string, text: (text: string, quote: string) => string, read: (variable: string) => string) =>
  (quote: string, pieces: LiteralPiece[]): string => {
    const parts = pieces
      .map((p) => (typeof p === 'string' ? (p ? text(p, quote) : '') : read(p.variable)))
      .filter(Boolean);
    return parts.length ? parts.join(operator) : text('', quote);
  };

const onlyVariable = (pieces: LiteralPiece[]) =>
  pieces.filter((p) => p !== '').length === 1 && typeof pieces.find((p) => p !== '') === 'object';

const variableOf = (pieces: LiteralPiece[]) =>
  (pieces.find((p) => typeof p === 'object') as { variable: string }).variable;

const textOnly = (pieces: LiteralPiece[]): pieces is string[] => pieces.every((p) => typeof p === 'string');

export const SAMPLE_LANGUAGES = {
  curl: {
    label: 'cURL',
    target: 'shell',
    client: 'curl',
    highlight: 'bash',
    escapes: (quote) => quote !== "'",
    decode: (quote, body) => (quote === "'" ? body : decodeLiteral(body, false)),
    literal: (_quote, pieces) =>
      pieces.map((p) => (typeof p === 'string' ? (p ? shellWord(p) : '') : `"$${p.variable}"`)).join('') ||
      "''",
  },
  javascript: {
    label: 'JavaScript',
    target: 'javascript',
    client: 'fetch',
    highlight: 'javascript',
    literal(quote, pieces) {
      if (onlyVariable(pieces)) return `process.env.${variableOf(pieces)}`;
      if (textOnly(pieces)) return jsString(pieces.join(''), quote);
      const inside = pieces.map((p) =>
        typeof p === 'string' ? jsString(p, '`').slice(1, -1) : `\${process.env.${p.variable}}`,
      );
      return `\`${inside.join('')}\``;
    },
  },
  python: {
    label: 'Python',
    target: 'python',
    client: 'requests',
    highlight: 'python',
    literal(quote, pieces) {
      const inner = quote === '"' ? "'" : '"';
      const read = (v: string) => `os.environ[${inner}${v}${inner}]`;
      if (onlyVariable(pieces)) return read(variableOf(pieces));
      if (textOnly(pieces)) return `${quote}${pythonString(pieces.join(''), quote)}${quote}`;
      const inside = pieces.map((p) =>
        typeof p === 'string' ? pythonString(p, quote, true) : `{${read(p.variable)}}`,
      );
      return `f${quote}${inside.join('')}${quote}`;
    },
    prelude: (source) => (/^import os$/m.test(source) ? source : `import os\n${source}`),
  },
  go: {
    label: 'Go',
    target: 'go',
    client: 'native',
    highlight: 'go',
    literal: concat(
      ' + ',
      (t) => `"${goString(t)}"`,
      (v) => `os.Getenv("${v}")`,
    ),
    prelude: (source) => (/^\t"os"$/m.test(source) ? source : source.replace(/^import \(\n/m, '$&\t"os"\n')),
  },
  java: {
    label: 'Java',
    target: 'java',
    client: 'nethttp',
    highlight: 'java',
    literal: concat(
      ' + ',
      (t) => `"${javaString(t)}"`,
      (v) => `System.getenv("${v}")`,
    ),
  },
  ruby: {
    label: 'Ruby',
    target: 'ruby',
    client: 'native',
    highlight: 'ruby',
    decode: (quote, body) => decodeLiteral(body, quote === "'"),
    literal: concat(' + ', rubyString, (v) => `ENV['${v}']`),
  },
  php: {
    label: 'PHP',
    target: 'php',
    client: 'curl',
    highlight: 'php',
    decode: (quote, body) => decodeLiteral(body, quote === "'"),
    literal: concat(' . ', phpString, (v) => `getenv('${v}')`),
  },
  csharp: {
    label: 'C#',
    target: 'csharp',
    client: 'httpclient',
    highlight: 'csharp',
    literal: concat(
      ' + ',
      (t) => `"${csharpString(t)}"`,
      (v) => `Environment.GetEnvironmentVariable("${v}")`,
    ),
  },
} satisfies Record<string, SampleLanguage>;

export type SampleLanguageName = keyof typeof SAMPLE_LANGUAGES;

export const SAMPLE_LANGUAGE_NAMES = Object.keys(SAMPLE_LANGUAGES) as [
  SampleLanguageName,
  ...SampleLanguageName[],
];

/** Every language, in this order, unless the config lists others. */
export const DEFAULT_SAMPLE_LANGUAGES: SampleLanguageName[] = [...SAMPLE_LANGUAGE_NAMES];
