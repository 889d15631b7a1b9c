// The build's work that depends on the specs alone: the operation pages' code samples
// (operation-samples.ts), the example check (check-examples.ts) and the Try-it console modules
// (console-data.ts, console-modules.ts; the last two compile the same validators, once per spec,
// spec-schemas.ts). `docgen build` and `docgen dev` run it in the OpenAPI worker thread
// (src/openapi/openapi-thread.ts) while the main thread makes the pages' data: for
// GitHub's description, about 8 s of generating, highlighting, Ajv compiling and bundling that
// no longer hold up the build's busiest thread.
import { invalidExamples, type ExampleProblem } from './check-examples.ts';
import { consoleEntry, type ConsoleEntry, type ConsoleSpec } from './console-data.ts';
import type { Highlighter } from '../../content/markdown/highlighter.ts';
import { operationSamples, type SampleSpec } from './operation-samples.ts';
import type { CodeSampleView } from '../views/types.ts';
import type { OutputFile } from '../../types.ts';
import { bundleConsoleModules, consoleSources } from './console-modules.ts';

/** An operation page: `specs[spec].operations[operation]`. */
export interface OperationPage {
  route: string;
  spec: number;
  operation: number;
}

export interface SchemaWorkInput {
  /** Every configured spec, in the config's order; `checkExamples`: whether its examples are checked. */
  specs: (ConsoleSpec & SampleSpec & { checkExamples: boolean })[];
  /** The operation pages whose code samples to make. */
  operations: OperationPage[];
  /** The operation pages whose console modules to bundle. */
  consoles: OperationPage[];
  /** The config's `apiConsole.corsProxy`. */
  corsProxy: string | null;
}

/** The code samples of the input's operation pages `from` to `to` (not included), by route. */
export function codeSamples(
  { specs, operations }: SchemaWorkInput,
  highlighter: Highlighter,
  from = 0,
  to = operations.length,
): [string, CodeSampleView[]][] {
  return operations
    .slice(from, to)
    .map(({ route, spec, operation }) => [route, operationSamples(specs[spec], operation, highlighter)]);
}

/** Per spec (in the input's order), its examples that do not fit their schemas; none if unchecked. */
export function specExamples({ specs }: SchemaWorkInput): ExampleProblem[][] {
  return specs.map((spec) => (spec.checkExamples ? invalidExamples(spec.document) : []));
}

/** The console modules of the input's pages and their shared chunks, ready to write. */
export function consoleFiles({ specs, consoles, corsProxy }: SchemaWorkInput): Promise<OutputFile[]> {
  const entries = new Map<string, ConsoleEntry>(
    consoles.map(({ route, spec, operation }) => [
      route,
      consoleEntry(specs[spec], operation, specs, corsProxy),
    ]),
  );
  return bundleConsoleModules(consoleSources(entries));
}
