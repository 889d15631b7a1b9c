// The work that depends on the specs alone (spec-work.ts), sent to the OpenAPI worker
// (../openapi-thread.ts) so that it overlaps with the pages' data made on the main thread.
import type { OutputFile } from '../../types.ts';
import { expect, send, tell } from '../openapi-thread.ts';
import type { CodeSampleView } from '../views/types.ts';
import type { ExampleProblem } from './check-examples.ts';
import type { SchemaWorkInput } from './spec-work.ts';

/** How many operations' samples the worker makes between two looks at its messages. */
export const SAMPLES_PER_PART = 32;

/**
 * The operation pages' code samples, made by the worker from the first operation on. `all` asks
 * for every one: whatever the worker has not reached is made by `make` (on this thread), from the
 * last operation back, until the two meet. On GitHub's description the worker is done first; on
 * Microsoft Graph's 11,422 operations the main thread would otherwise wait a minute for it.
 */
export interface SampleFeed {
  all(make: (index: number) => CodeSampleView[]): Promise<Map<string, CodeSampleView[]>>;
}

/**
 * Makes the code samples of `input.operations`, checks the examples of the specs that ask for it
 * and bundles the consoles of `input.consoles`, in the worker, in that order (the samples are
 * needed first, by the pages). The documents travel by structured clone, which keeps the objects
 * they share: the worker numbers the component schemas by them as this thread would. Nothing is
 * sent when there is nothing to do (an edit to a doc page in `docgen dev`).
 */
/** The spec work as it comes: samples as they are made, the example check and console modules later. */
export interface SchemaWork {
  samples: SampleFeed;
  examples: Promise<ExampleProblem[][]>;
  files: Promise<OutputFile[]>;
}

export function schemaWorkInBackground(input: SchemaWorkInput): SchemaWork {
  if (
    input.operations.length === 0 &&
    input.consoles.length === 0 &&
    !input.specs.some((spec) => spec.checkExamples)
  )
    return {
      samples: { all: async () => new Map() },
      examples: Promise.resolve(input.specs.map(() => [])),
      files: Promise.resolve(downloadsOf(input)),
    };
  const made = new Map<string, CodeSampleView[]>();
  let reached = 0; // the worker has sent the samples of operations 0 to `reached` - 1
  const [samplesId] = expect<null>((items) => {
    for (const [route, views] of items as [string, CodeSampleView[]][]) made.set(route, views);
    reached += items.length;
  });
  const samples: SampleFeed = {
    async all(make) {
      const { operations } = input;
      let from = operations.length; // this thread has made operations `from` to the end
      while (reached < from) {
        const next = Math.max(reached, from - SAMPLES_PER_PART);
        // Said first: the worker stops before the part this thread makes now.
        tell({ kind: 'samples-from', samples: samplesId, from: next });
        for (let i = from - 1; i >= next; i--) made.set(operations[i].route, make(i));
        from = next;
        await new Promise((resolve) => setImmediate(resolve)); // lets the worker's next part in
      }
      return made;
    },
  };
  const [examplesId, examples] = expect<ExampleProblem[][]>();
  const [filesId, files] = expect<OutputFile[]>();
  // Only what the work reads: a LoadedApi also holds functions, which do not clone.
  const specs = input.specs.map(({ file, document, operations, samples, checkExamples }) => ({
    file,
    document,
    operations: operations.map(({ method, path, webhook }) => ({
      method,
      path,
      ...(webhook && { webhook }),
    })),
    samples,
    checkExamples,
  }));
  send({
    kind: 'schemas',
    samples: samplesId,
    examples: examplesId,
    files: filesId,
    input: { ...input, specs } satisfies SchemaWorkInput,
  });
  return { samples, examples, files: files.then((made) => [...made, ...downloadsOf(input)]) };
}

/** The whole of each example a spec's pages show cut (src/openapi/load/cut-examples.ts): written with the console modules. */
function downloadsOf(input: SchemaWorkInput): OutputFile[] {
  return input.specs.flatMap((spec) => ('downloads' in spec ? ((spec.downloads as OutputFile[]) ?? []) : []));
}
