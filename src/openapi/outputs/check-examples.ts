// Examples are checked at build time: every example of a parameter, header, request body or
// response must fit its schema, or the pages (and `docgen mock`, which answers with them) would
// show data the API rejects. A misfit is an error with the spec file, line and JSON pointer of
// the example when the config asks for it (`onInvalidExamples: 'throw'`). By default it is a
// warning: a docs build is not the place to reject a vendor's spec (GitHub's, Zoom's, Plaid's…
// each hold examples their own schemas reject), and the console's validators and the mock still
// check requests and responses against the schemas.
import { DocgenError } from '../../errors.ts';
import { toSchemaError, type AjvError } from '../../shared/mock/schema-errors.ts';
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import { FoldedWarnings, type Severity, type Warnings } from '../../warnings.ts';
import { specSchemas } from './spec-schemas.ts';
import { placeIn, type SpecPlaces } from '../load/spec-lines.ts';
import { escapePointer } from '../../shared/json-pointer.ts';

const LEAD = 'Example does not fit its schema: ';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export interface ExampleProblem {
  /**
   * JSON pointer of the misfit in the document (through `$ref`s as the paths reach it): the
   * example's, and below it the failing key's where the validator names one.
   */
  pointer: string;
  message: string;
}

/** Every example of the document that does not fit its schema. */
export function invalidExamples(document: OpenApiDoc): ExampleProblem[] {
  const schemas = specSchemas(document);
  const problems: ExampleProblem[] = [];
  const seen = new WeakSet<object>(); // shared components are checked once
  const check = (holder: OpenApiDoc, schema: OpenApiDoc | undefined, at: string, request: boolean) => {
    if (!holder || typeof holder !== 'object' || !schema || seen.has(holder)) return;
    seen.add(holder);
    // Compiling a validator costs far more than running it: none for a schema without examples.
    if (holder.example === undefined && Object.keys(holder.examples ?? {}).length === 0) return;
    const id = schemas.validatorFor(schema, request);
    const validate = id === null ? undefined : schemas.ajv.getSchema(id);
    if (!validate) return; // a schema Ajv cannot take is not checked
    const fits = (value: unknown, pointer: string) => {
      if (validate(value)) return;
      for (const found of validate.errors ?? []) {
        const error = toSchemaError(found);
        problems.push({
          pointer: `${pointer}${failingAt(found)}`,
          message: `${error.pointer || 'the example'} ${error.message}`.trim(),
        });
      }
    };
    if (holder.example !== undefined) fits(holder.example, `${at}/example`);
    for (const [name, example] of Object.entries<OpenApiDoc>(holder.examples ?? {})) {
      if (example && typeof example === 'object' && 'value' in example)
        fits(example.value, `${at}/examples/${escapePointer(name)}/value`);
    }
  };
  const media = (content: OpenApiDoc | undefined, at: string, request: boolean) => {
    for (const [type, item] of Object.entries<OpenApiDoc>(content ?? {}))
      check(item, item?.schema, `${at}/content/${escapePointer(type)}`, request);
  };
  const parameters = (list: OpenApiDoc[] | undefined, at: string) =>
    (list ?? []).forEach((p, i) =>
      p?.content
        ? media(p.content, `${at}/parameters/${i}`, true)
        : check(p, p?.schema, `${at}/parameters/${i}`, true),
    );
  for (const [path, item] of Object.entries<OpenApiDoc>(document.paths ?? {})) {
    const at = `#/paths/${escapePointer(path)}`;
    parameters(item?.parameters, at);
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      parameters(op.parameters, `${at}/${method}`);
      media(op.requestBody?.content, `${at}/${method}/requestBody`, true);
      for (const [status, response] of Object.entries<OpenApiDoc>(op.responses ?? {})) {
        media(response?.content, `${at}/${method}/responses/${status}`, false);
        for (const [name, header] of Object.entries<OpenApiDoc>(response?.headers ?? {}))
          check(
            header,
            header?.schema,
            `${at}/${method}/responses/${status}/headers/${escapePointer(name)}`,
            false,
          );
      }
    }
  }
  // One misfit can fail in each branch of a `oneOf` with the same words: say it once.
  const said = new Set<string>();
  return problems.filter(
    (p) => !said.has(`${p.pointer} ${p.message}`) && said.add(`${p.pointer} ${p.message}`),
  );
}

/**
 * Where in an example the validator found the misfit, as a pointer below the example: the key that
 * fails (`/pageSize`, on its own line in a long example), the one that is not allowed, or for a
 * missing key the object that lacks it.
 */
function failingAt(error: AjvError): string {
  return error.keyword === 'additionalProperties'
    ? `${error.instancePath}/${escapePointer(String(error.params.additionalProperty))}`
    : error.instancePath;
}

export interface ExampleReport {
  /** The spec as written in the config, for messages. */
  file: string;
  /** The line of a JSON pointer in the spec's file (LoadedApi.lineOf). */
  lineOf: (pointer: string) => number | undefined;
  /** The pointer as the file has it (LoadedApi.filePointer). */
  filePointer: (pointer: string) => string;
  /** Where a pointer is written: a multi-file spec's part (LoadedApi.placeOf). */
  placeOf?: SpecPlaces['placeOf'];
  policy: Severity;
  warnings: Warnings;
}

/**
 * Reports a spec's misfits (`invalidExamples`, run in the OpenAPI worker) as the config asks:
 * 'throw' stops at the first; as warnings, more than three from one spec are folded into one
 * line (FoldedWarnings), which `docgen build --verbose` unfolds.
 */
export function reportExamples(problems: ExampleProblem[], report: ExampleReport): void {
  const { file, policy, warnings } = report;
  if (policy === 'ignore' || problems.length === 0) return;
  const fold = policy !== 'throw' && problems.length > FoldedWarnings.SHOWN;
  const hint =
    policy === 'throw'
      ? 'Fix the example (or the schema); `onInvalidExamples: "warn"` (the default) reports it without failing.'
      : 'Fix the example (or the schema); `onInvalidExamples: "throw"` in docgen.config.ts makes it fail the build.';
  const each = problems.map(
    (problem) =>
      new DocgenError(`${LEAD}${problem.message}.`, {
        ...placeIn(report, problem.pointer),
        hint: fold ? undefined : hint,
      }),
  );
  if (!fold) {
    for (const problem of each) warnings.report(policy, problem);
    return;
  }
  warnings.add(
    new FoldedWarnings({
      file,
      summary: 'examples do not fit their schemas',
      errors: each,
      lead: LEAD,
      hint: `\`docgen build --verbose\` lists all ${each.length}; \`onInvalidExamples: "throw"\` in docgen.config.ts makes them fail the build.`,
    }),
  );
}
