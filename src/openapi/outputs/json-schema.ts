// JSON Schema tools for OpenAPI documents, on Node: Ajv validates requests and responses in
// `docgen mock` against the spec's schemas (through the spec's one Ajv, spec-schemas.ts), and
// openapi-sampler makes an example value where a spec documents none (views/sample-schema.ts,
// where the operation pages make their generated response examples too).
import { toSchemaError } from '../../shared/mock/schema-errors.ts';
import type { SchemaValidator } from '../../shared/mock/types.ts';
import { specSchemas } from './spec-schemas.ts';

/**
 * The validator of one spec's schemas (`docgen mock`): its components compile once for the whole
 * spec and a recursive schema is checked, through the spec's one Ajv (spec-schemas.ts).
 */
export function specValidator(document: object): SchemaValidator {
  const schemas = specSchemas(document);
  return (schema, value) => {
    const id = schemas.validatorFor(schema, false);
    const validate = id === null ? undefined : schemas.ajv.getSchema(id);
    if (!validate || validate(value)) return [];
    return (validate.errors ?? []).map(toSchemaError);
  };
}

export { MAX_SAMPLE_CHARS, sampler } from '../views/sample-schema.ts';
