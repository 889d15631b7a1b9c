// Where in a writer's own file (config, template) an error was thrown. Those files are bundled
// with esbuild and imported from a temporary file, so a stack trace names the bundle; the
// bundle's source map turns that back into the file and line the writer edits.
import { SourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BundleMap {
  /** Absolute path the bundle was imported from. */
  bundleFile: string;
  /** The bundle's source map, parsed when first asked for (only an error needs it). */
  readonly map: SourceMap;
}

export interface SourceLocation {
  /** Absolute path of the original file. */
  file: string;
  line: number;
  column: number;
}

/** The source map of a bundle, parsed lazily: decoding the templates' took 10 to 15 ms of every build. */
export function bundleMap(bundleFile: string, mapJson: string): BundleMap {
  let map: SourceMap | undefined;
  return {
    bundleFile,
    get map() {
      return (map ??= new SourceMap(JSON.parse(mapJson)));
    },
  };
}

/** The first stack frame inside the bundle that maps to one of the writer's files. */
export function locateInBundle(error: unknown, bundle: BundleMap): SourceLocation | undefined {
  const stack = (error as { stack?: unknown } | undefined)?.stack;
  if (typeof stack !== 'string') return undefined;
  const names = [pathToFileURL(bundle.bundleFile).href, bundle.bundleFile].map((n) =>
    n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  for (const match of stack.matchAll(new RegExp(`(?:${names.join('|')}):(\\d+):(\\d+)`, 'g'))) {
    const entry = bundle.map.findEntry(Number(match[1]) - 1, Number(match[2]) - 1) as Partial<{
      originalSource: string;
      originalLine: number;
      originalColumn: number;
    }>;
    if (!entry.originalSource || entry.originalLine === undefined) continue;
    const file = entry.originalSource.startsWith('file:')
      ? new URL(entry.originalSource).pathname
      : path.resolve(path.dirname(bundle.bundleFile), entry.originalSource);
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    return { file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return undefined;
}
