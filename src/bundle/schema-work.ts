// The build's work on the specs' schemas with Ajv: the example check (check-examples.ts) and the
// Try-it console modules (console-data.ts, console-modules.ts). Both compile the same validators,
// once per spec (spec-schemas.ts), and both depend on the specs alone, so `docgen build` and
// `docgen dev` run them in the OpenAPI worker thread (src/content/openapi/openapi-thread.ts)
// while the main thread makes the pages' data: for GitHub's description, about 4 s of Ajv
// compiling and code generation that no longer hold up the build's busiest thread.
import { invalidExamples, type ExampleProblem } from '../content/openapi/check-examples.ts';
import { consoleEntry, type ConsoleEntry, type ConsoleSpec } from '../content/openapi/console-data.ts';
import type { OutputFile } from '../types.ts';
import { bundleConsoleModules, consoleSources } from './console-modules.ts';

/** An operation page with a Try-it console: `specs[spec].operations[operation]`. */
export interface ConsolePage {
  route: string;
  spec: number;
  operation: number;
}

export interface SchemaWorkInput {
  /** Every configured spec, in the config's order; `checkExamples`: whether its examples are checked. */
  specs: (ConsoleSpec & { checkExamples: boolean })[];
  /** The operation pages whose console modules to bundle. */
  consoles: ConsolePage[];
  /** The config's `apiConsole.corsProxy`. */
  corsProxy: string | null;
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
