// The contract between the build and the Try-it console: each operation page's console module
// (`_docgen/console/<route>.js`, made by src/content/openapi/console-data.ts, read by
// src/client/console/). Pure: imported by Node code and browser code alike.
import type { MockApi } from './mock/types.ts';

/** The module's `data` export. */
export interface ConsoleData {
  /** The operation's API first, then (if another spec declares it) the API of its token endpoint. */
  apis: MockApi[];
  method: string;
  path: string;
  /** `apiConsole.corsProxy` of the config: calls go to `<proxy><url>` when set. */
  corsProxy: string | null;
}

/** A validator compiled at build time (Ajv standalone code): true when the value fits. */
export interface CompiledValidator {
  (value: unknown): boolean;
  errors?:
    { keyword: string; instancePath: string; params: Record<string, unknown>; message?: string }[] | null;
}

export interface ConsoleModule {
  data: ConsoleData;
  /** The compiled validators by name; `require` provides the Ajv runtime helpers they use. */
  validators(require: (id: string) => unknown): Record<string, CompiledValidator>;
}

/** On a schema the console or the mock validates: the name of its compiled validator. */
export const VALIDATOR_KEY = 'x-docgen-validator';
/** `x-docgen-sample-request` / `-response`: a value made from a schema that has no example. */
export const SAMPLE_KEY = 'x-docgen-sample-';
