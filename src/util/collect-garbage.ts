// V8 sets the heap size of its next full collection from what survived the last one, up to four
// times as much. A large build keeps ~270 MB alive through the render stage (GitHub's REST
// description: the page data of 1,226 pages), so V8 let the pages' HTML strings, garbage as soon as
// a writer thread has them (write-pool.ts), pile up to 1 GB before collecting. Node gives no
// memory-pressure call, but V8's `gc` extension can start a full collection that marks
// incrementally, alongside the work (`execution: 'async'`), instead of pausing it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (options: { type: 'major'; execution: 'async' }) => Promise<void>;
let gc: Gc | null | undefined;

/** Starts a full garbage collection without waiting for it; does nothing where V8 refuses. */
export function collectGarbageSoon(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as Gc; // the flag adds `gc` to contexts made from now on
    } catch {
      gc = null;
    }
  }
  gc?.({ type: 'major', execution: 'async' }).catch(() => {});
}
