// Words of a POSIX shell command (sh, bash, zsh), each read back by the shell exactly as given.
// Generated commands hold text from specs and from readers (URLs, header values, file names):
// single quotes are the one quoting in which nothing is special, so a `'` is the only character
// to treat (close the quotes, an escaped quote, reopen). A word of only plain characters is left
// bare when asked, as in hand-written commands. (Quotes do not stop a word from being read as an
// option: callers put a value that may start with `-` after the option that takes it.)

const PLAIN = /^[A-Za-z0-9_./:@%+,-]+$/;

/** `text` as one shell word: in single quotes, or bare if `bareIfPlain` and nothing in it is special. */
export function shellWord(text: string, bareIfPlain = false): string {
  if (bareIfPlain && PLAIN.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Lines of words (each already a shell word) as one command, a backslash ending each line but the last. */
export function shellLines(lines: string[][]): string {
  return lines.map((words) => words.join(' ')).join(' \\\n  ');
}

/**
 * A file name inside cURL's `--form name=@"…"`: cURL reads `;type=` and `,` after a bare file
 * name, so any name but a plain one goes in double quotes, with `"` and `\` escaped.
 */
export function curlFormFile(name: string): string {
  return /^[\w.-]+$/.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
}
