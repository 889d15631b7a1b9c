// Examples are checked at build time: every example of a parameter, header, request body or
// response must fit its schema, or the pages (and `docgen mock`, which answers with them) would
// show data the API rejects. A misfit is an error with the spec file, line and JSON pointer of
// the example (config `onInvalidExamples: 'warn'` makes it a warning).
import { readFile } from 'node:fs/promises';
import YAML, { LineCounter, isNode } from 'yaml';
import { DocgenError } from '../../errors.ts';
import { withoutReadOnly } from '../../shared/mock/request-check.ts';
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import type { Severity, Warnings } from '../../warnings.ts';
import { createValidator } from './json-schema.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export interface ExampleProblem {
  /** JSON pointer of the example in the document (through `$ref`s as the paths reach it). */
  pointer: string;
  message: string;
}

/** Every example of the document that does not fit its schema. */
export function invalidExamples(document: OpenApiDoc): ExampleProblem[] {
  const validate = createValidator(String(document.openapi ?? '3.1'));
  const problems: ExampleProblem[] = [];
  const seen = new WeakSet<object>(); // shared components are checked once
  const check = (holder: OpenApiDoc, schema: OpenApiDoc | undefined, at: string, request: boolean) => {
    if (!holder || typeof holder !== 'object' || !schema || seen.has(holder)) return;
    seen.add(holder);
    const target = request ? withoutReadOnly(schema) : schema;
    const fits = (value: unknown, pointer: string) => {
      for (const error of validate(target, value)) problems.push({ pointer, message: `${error.pointer || 'the example'} ${error.message}`.trim() });
    };
    if (holder.example !== undefined) fits(holder.example, `${at}/example`);
    for (const [name, example] of Object.entries<OpenApiDoc>(holder.examples ?? {})) {
      if (example && typeof example === 'object' && 'value' in example) fits(example.value, `${at}/examples/${escape(name)}/value`);
    }
  };
  const media = (content: OpenApiDoc | undefined, at: string, request: boolean) => {
    for (const [type, item] of Object.entries<OpenApiDoc>(content ?? {})) check(item, item?.schema, `${at}/content/${escape(type)}`, request);
  };
  const parameters = (list: OpenApiDoc[] | undefined, at: string) => (list ?? []).forEach((p, i) => (p?.content ? media(p.content, `${at}/parameters/${i}`, true) : check(p, p?.schema, `${at}/parameters/${i}`, true)));
  for (const [path, item] of Object.entries<OpenApiDoc>(document.paths ?? {})) {
    const at = `#/paths/${escape(path)}`;
    parameters(item?.parameters, at);
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      parameters(op.parameters, `${at}/${method}`);
      media(op.requestBody?.content, `${at}/${method}/requestBody`, true);
      for (const [status, response] of Object.entries<OpenApiDoc>(op.responses ?? {})) {
        media(response?.content, `${at}/${method}/responses/${status}`, false);
        for (const [name, header] of Object.entries<OpenApiDoc>(response?.headers ?? {})) check(header, header?.schema, `${at}/${method}/responses/${status}/headers/${escape(name)}`, false);
      }
    }
  }
  return problems;
}

export interface CheckExamplesInput {
  /** The spec as written in the config, for messages. */
  file: string;
  /** Absolute path, to find lines. */
  absolute: string;
  document: OpenApiDoc;
  policy: Severity;
  warnings: Warnings;
}

export async function checkExamples({ file, absolute, document, policy, warnings }: CheckExamplesInput): Promise<void> {
  const problems = invalidExamples(document);
  if (problems.length === 0) return;
  const lineOf = await lineFinder(absolute);
  for (const problem of problems) {
    warnings.report(
      policy,
      new DocgenError(`Example does not fit its schema: ${problem.message}.`, {
        file,
        line: lineOf(problem.pointer),
        pointer: problem.pointer,
        hint: 'Fix the example (or the schema); `onInvalidExamples: "warn"` in docgen.config.ts reports it without failing.',
      }),
    );
  }
}

/** JSON pointer → line in the spec's source, following `$ref`s the way the pointer was reached. */
async function lineFinder(absolute: string): Promise<(pointer: string) => number | undefined> {
  const lines = new LineCounter();
  const doc = YAML.parseDocument(await readFile(absolute, 'utf8'), { lineCounter: lines, uniqueKeys: false });
  const raw = doc.toJS({ maxAliasCount: -1 }) as OpenApiDoc;
  return (pointer) => {
    const keys = pointer.replace(/^#\//, '').split('/').map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    let path: string[] = [];
    let value: unknown = raw;
    for (const key of keys) {
      const ref = (value as OpenApiDoc)?.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/')) {
        path = ref.slice(2).split('/').map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
        value = path.reduce<unknown>((v, k) => (v as OpenApiDoc)?.[k], raw);
      }
      value = (value as OpenApiDoc)?.[key];
      path = [...path, key];
    }
    const node = doc.getIn(path, true);
    return isNode(node) && node.range ? lines.linePos(node.range[0]).line : undefined;
  };
}

function escape(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
