// JSON Schema tools for OpenAPI documents, on Node: Ajv validates values (examples at build time,
// requests and responses in `docgen mock`) against the spec's
// schemas (JSON Schema 2020-12 for OpenAPI 3.1, draft 7 with `nullable` for 3.0), and
// openapi-sampler makes an example value where a spec documents none.
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { sample as sampleSchema } from 'openapi-sampler';
import { toSchemaError } from '../../shared/mock/schema-errors.ts';
import type { SchemaSampler, SchemaValidator } from '../../shared/mock/types.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

export function createValidator(openapiVersion: string): SchemaValidator {
  // `format` is open-ended in OpenAPI (GitHub's spec has "repo.nwo", "timestamp"…): a format Ajv
  // doesn't know is not checked, as the specification says, and not printed to the terminal.
  const options = { allErrors: true, strict: false, validateFormats: true, logger: false } as const;
  const ajv = openapiVersion.startsWith('3.0') ? new Ajv(options) : new Ajv2020(options);
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction | null>();
  return (schema, value) => {
    let validate = compiled.get(schema);
    if (validate === undefined) {
      try {
        validate = ajv.compile(schema);
      } catch {
        validate = null; // a schema Ajv cannot take (e.g. a recursive one inlined): not checked
      }
      compiled.set(schema, validate);
    }
    if (!validate || validate(value)) return [];
    return (validate.errors ?? []).map(toSchemaError);
  };
}

export const sampler: SchemaSampler = (schema, purpose) => {
  try {
    return sampleSchema(schema as never, { skipReadOnly: purpose === 'request', skipWriteOnly: purpose === 'response', quiet: true });
  } catch {
    return undefined;
  }
};
