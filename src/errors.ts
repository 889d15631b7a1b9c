// One error type for everything a user can get wrong. It carries where (file, line or key path)
// and what to do, and the CLI prints it once, without a stack trace (unless --debug).

export interface DocgenErrorOptions {
  file?: string;
  line?: number;
  column?: number;
  /** A key path or JSON pointer, e.g. `navbar.items[0].type` or `#/paths/~1search`. */
  pointer?: string;
  hint?: string;
  cause?: unknown;
}

export class DocgenError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly pointer?: string;
  readonly hint?: string;

  constructor(message: string, options: DocgenErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DocgenError';
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.pointer = options.pointer;
    this.hint = options.hint;
  }

  /** `file:line:column (pointer)`, as much of it as is known (control characters shown escaped). */
  get location(): string {
    let where = this.file ? visible(this.file) : '';
    if (this.file && this.line) where += `:${this.line}`;
    if (this.file && this.line && this.column) where += `:${this.column}`;
    if (this.pointer) where += where ? ` (${visible(this.pointer)})` : visible(this.pointer);
    return where;
  }

  format(): string {
    const head = this.location ? `${this.location}: ${this.message}` : this.message;
    return this.hint ? `${head}\n  hint: ${this.hint}` : head;
  }
}

/** Several user errors found in one pass (e.g. every broken link), reported together. */
export class DocgenErrorList extends DocgenError {
  readonly errors: DocgenError[];
  constructor(summary: string, errors: DocgenError[], hint?: string) {
    super(summary, { hint });
    this.errors = errors;
  }
  override format(): string {
    const lines = this.errors.map((e) => `  ${e.format().replace(/\n/g, '\n  ')}`);
    return [`${this.message}`, ...lines, ...(this.hint ? [`  hint: ${this.hint}`] : [])].join('\n');
  }
}

export function isDocgenError(error: unknown): error is DocgenError {
  return error instanceof DocgenError;
}

/** The line the terminal shows for an error: `error <location>: <message>` (+ hint), red when colour is on. */
export function errorForTerminal(error: DocgenError, stream: { isTTY?: boolean } = process.stderr): string {
  const label = stream.isTTY && !process.env.NO_COLOR ? '\x1b[31merror\x1b[0m' : 'error';
  return `${label} ${error.format()}`;
}

/**
 * A name from a spec or a file system (a key, a path) as a terminal line may show it: control
 * characters escaped (`\n`, `\u001b`), so that a key cannot start a line of its own or colour
 * the terminal.
 */
export function visible(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
}
