// Build warnings: things docgen could not render as written, or that the config asks to report
// without failing (`onBrokenLinks: 'warn'`). A warning is a DocgenError that does not stop the
// build, so it names its file, line or JSON pointer and hint exactly as an error would.
import { DocgenError, visible } from './errors.ts';

/**
 * What to do with a problem the config decides on, as Docusaurus's reporting levels: 'throw'
 * fails the build, 'warn' and 'log' print a warning, 'ignore' says nothing.
 */
export type Severity = 'ignore' | 'log' | 'warn' | 'throw';

export class Warnings {
  readonly list: DocgenError[] = [];
  private seen = new Set<string>();

  /** Keeps `warning` unless the same one (place, message and hint) is already kept: each docs version
   * of a site, built in turn, reports a problem of the site's own (no git history) again. */
  add(warning: DocgenError): void {
    const key = JSON.stringify([warning.file, warning.line, warning.pointer, warning.message, warning.hint]);
    if (!(warning instanceof FoldedWarnings) && this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push(warning);
  }

  /** Throws `problem` when the policy is 'throw', drops it when 'ignore', else keeps it as a warning. */
  report(policy: Severity, problem: DocgenError): void {
    if (policy === 'throw') throw problem;
    if (policy !== 'ignore') this.add(problem);
  }
}

/**
 * Many warnings of one kind in one file (a vendor's spec with 200 examples that do not fit their
 * schemas), shown as one line naming how many and the first three, so they do not bury the rest
 * of the build's output; `docgen build --verbose` prints every one (`formatAll`).
 */
export class FoldedWarnings extends DocgenError {
  static readonly SHOWN = 3;

  readonly errors: DocgenError[];
  /** Words every warning's message starts with, which the one line leaves out. */
  private lead: string;

  /**
   * `summary`: what the warnings are, after their count ("examples do not fit their schemas");
   * `lead`: the start their messages share ("Example does not fit its schema: ").
   */
  constructor(options: {
    file: string;
    summary: string;
    errors: DocgenError[];
    hint: string;
    lead?: string;
  }) {
    super(`${options.errors.length} ${options.summary}`, { file: options.file, hint: options.hint });
    this.errors = options.errors;
    this.lead = options.lead ?? '';
  }

  /** One line: the count and the first three, each by line and pointer. */
  override format(): string {
    const first = this.errors.slice(0, FoldedWarnings.SHOWN).map((e) => {
      // A multi-file spec's warning in another of its files names that file.
      const other = e.file && e.file !== this.file ? visible(e.file) : '';
      const where = [`${other}${e.line ? `:${e.line}` : ''}`, e.pointer ? `(${visible(e.pointer)})` : '']
        .filter(Boolean)
        .join(' ');
      const what = (e.message.startsWith(this.lead) ? e.message.slice(this.lead.length) : e.message).replace(
        /\.$/,
        '',
      );
      return where ? `${where}: ${what}` : what;
    });
    return `${this.location}: ${this.message}; the first ${first.length}: ${first.join('; ')}.\n  hint: ${this.hint}`;
  }

  /** Every warning, each with its own location. */
  formatAll(): string {
    const lines = this.errors.map((e) => `  ${e.format().replace(/\n/g, '\n  ')}`);
    return [`${this.location}: ${this.message}:`, ...lines, `  hint: ${this.hint}`].join('\n');
  }
}

/** How many things a list of warnings reports (a folded warning counts each of its own). */
export function countWarnings(list: DocgenError[]): number {
  return list.reduce((n, w) => n + (w instanceof FoldedWarnings ? w.errors.length : 1), 0);
}

/** `warning <location>: <message>` (+ hint), yellow when colour is on; `verbose` unfolds folded ones. */
export function warningForTerminal(
  warning: DocgenError,
  { stream = process.stderr, verbose = false }: { stream?: { isTTY?: boolean }; verbose?: boolean } = {},
): string {
  const text = verbose && warning instanceof FoldedWarnings ? warning.formatAll() : warning.format();
  return `${warningLabel(stream)} ${text}`;
}

/** `warning`, yellow when colour is on. */
export function warningLabel(stream: { isTTY?: boolean } = process.stderr): string {
  return stream.isTTY && !process.env.NO_COLOR ? '\x1b[33mwarning\x1b[0m' : 'warning';
}
