// Which files a piece of work read, for the build cache (src/pipeline/build-cache.ts): work run
// inside `trackReads` collects every file that the code it calls names with `noteRead`, across its
// awaits, while other work runs at the same time (the pages render side by side).
import { AsyncLocalStorage } from 'node:async_hooks';

/** The files read, and reads still under way (a module that is compiling) that name more. */
export interface ReadSet {
  files: Set<string>;
  pending: Promise<readonly string[]>[];
}

const current = new AsyncLocalStorage<ReadSet>();

/**
 * Runs `work`, noting the files it reads (absolute paths; a missing file counts too). Work tracked
 * inside other tracked work (a page's Markdown inside the API pages' data) notes its files for
 * both: what is made from its value depends on them too.
 */
export async function trackReads<T>(work: () => Promise<T>): Promise<{ value: T; reads: string[] }> {
  const outer = current.getStore();
  const set: ReadSet = { files: new Set(), pending: [] };
  const value = await current.run(set, work);
  for (const files of await Promise.all(set.pending)) for (const file of files) set.files.add(file);
  if (outer) for (const file of set.files) outer.files.add(file);
  return { value, reads: [...set.files] };
}

/** Notes that the work under way read `file` (nothing outside `trackReads`). */
export function noteRead(file: string): void {
  current.getStore()?.files.add(file);
}

/** Notes the files that `files` will name (a compile whose inputs are known when it ends). */
export function noteReads(files: Promise<readonly string[]>): void {
  current.getStore()?.pending.push(files.catch(() => []));
}
