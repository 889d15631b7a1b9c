// Build warnings: things docgen could not render as written, or that the config asks to report
// without failing (`onBrokenLinks: 'warn'`). A warning is a DocgenError that does not stop the
// build, so it names its file, line or JSON pointer and hint exactly as an error would.
import { DocgenError } from './errors.ts';

/**
 * What to do with a problem the config decides on, as Docusaurus's reporting levels: 'throw'
 * fails the build, 'warn' and 'log' print a warning, 'ignore' says nothing.
 */
export type Severity = 'ignore' | 'log' | 'warn' | 'throw';

export class Warnings {
  readonly list: DocgenError[] = [];

  add(warning: DocgenError): void {
    this.list.push(warning);
  }

  /** Throws `problem` when the policy is 'throw', drops it when 'ignore', else keeps it as a warning. */
  report(policy: Severity, problem: DocgenError): void {
    if (policy === 'throw') throw problem;
    if (policy !== 'ignore') this.add(problem);
  }
}

/** `warning <location>: <message>` (+ hint), yellow when colour is on. */
export function warningForTerminal(
  warning: DocgenError,
  stream: { isTTY?: boolean } = process.stderr,
): string {
  return `${warningLabel(stream)} ${warning.format()}`;
}

/** `warning`, yellow when colour is on. */
export function warningLabel(stream: { isTTY?: boolean } = process.stderr): string {
  return stream.isTTY && !process.env.NO_COLOR ? '\x1b[33mwarning\x1b[0m' : 'warning';
}
