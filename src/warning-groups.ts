// Build warnings for the terminal, grouped by kind: a spec with a thousand unsupported keywords
// prints one line for them (count and the first places), not a thousand. A kind with only a few
// warnings prints each in full, as it always did; --verbose prints every warning.
import type { DocgenError } from './errors.ts';
import { warningForTerminal, warningLabel } from './warnings.ts';

/** Kinds with at most this many warnings are printed warning by warning. */
const SHOWN_IN_FULL = 3;

export interface WarningGroup {
  kind: string;
  warnings: DocgenError[];
}

/**
 * A warning's kind: its message with the parts that name one place or value (quoted text, code,
 * routes, anchors, links as written, URLs, numbers) replaced by `…`, so that "broken anchor /a#x: …" and "broken
 * anchor /b#y: …" are one kind.
 */
export function warningKind(warning: DocgenError): string {
  return (
    warning.message
      .replace(/"[^"]*"|“[^”]*”|`[^`]*`|'[^'\s][^']*'/g, '…')
      .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '…')
      // Routes, anchors and links as written: `/a`, `#x`, `./a`, `../../a.mdx#x` (Ory's 96 broken
      // anchors, each written `../reference/api#operation/…`, printed one by one), `a.mdx#x`.
      .replace(/(^|[\s(])(?:\.{1,2}|[/#])?[#/][^\s,;:)]*/g, '$1…')
      .replace(/(^|[\s(])[^\s,;:()"'`]*#[^\s,;:)]*/g, '$1…')
      .replace(/\b\d+(\.\d+)?\b/g, '…')
      .replace(/…(\s*…)+/g, '…')
  );
}

/** Groups in order of first appearance. */
export function groupWarnings(warnings: readonly DocgenError[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  for (const warning of warnings) {
    const kind = warningKind(warning);
    const group = groups.get(kind) ?? { kind, warnings: [] };
    group.warnings.push(warning);
    groups.set(kind, group);
  }
  return [...groups.values()];
}

/** The lines to print: every warning with `verbose`, else one line per large kind. */
export function warningLines(
  warnings: readonly DocgenError[],
  options: { verbose?: boolean; stream?: { isTTY?: boolean } } = {},
): string[] {
  if (options.verbose)
    return warnings.map((w) => warningForTerminal(w, { stream: options.stream, verbose: true }));
  return groupWarnings(warnings).flatMap((group) => {
    if (group.warnings.length <= SHOWN_IN_FULL)
      return group.warnings.map((w) => warningForTerminal(w, { stream: options.stream }));
    const places = group.warnings.slice(0, SHOWN_IN_FULL).map((w) => w.location || '(no location)');
    const more = group.warnings.length - places.length;
    return [
      `${warningLabel(options.stream)} ${group.warnings.length}× ${group.kind}\n  at ${places.join(', ')} and ${more} more (--verbose lists them all)`,
    ];
  });
}

/** The machine-readable list `--report <file>` writes: one entry per warning. */
export function warningReport(warnings: readonly DocgenError[]) {
  return {
    warnings: warnings.map((w) => ({
      kind: warningKind(w),
      message: w.message,
      file: w.file,
      line: w.line,
      column: w.column,
      pointer: w.pointer,
      hint: w.hint,
    })),
    kinds: groupWarnings(warnings).map((g) => ({ kind: g.kind, count: g.warnings.length })),
  };
}
