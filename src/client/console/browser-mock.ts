// The console's side of the build-time validators and the in-browser mock: the compiled
// validators of a page's console module (their Ajv runtime helpers come with them), and
// the same mock core `docgen mock` serves (src/shared/mock/), answering without a network.
import { VALIDATOR_KEY, SAMPLE_KEY, type ConsoleModule } from '../../shared/console-contract.ts';
import { createMock, type Mock } from '../../shared/mock/mock.ts';
import { toSchemaError } from '../../shared/mock/schema-errors.ts';
import type { IssuedToken } from '../../shared/mock/security.ts';
import type { SchemaValidator } from '../../shared/mock/types.ts';

const compiledOf = new WeakMap<ConsoleModule, ReturnType<ConsoleModule['validators']>>();

/** The module's compiled validators by name; none if they cannot load (unchecked rather than broken). */
function compiledValidators(module: ConsoleModule): ReturnType<ConsoleModule['validators']> {
  let compiled = compiledOf.get(module);
  if (!compiled) {
    try {
      compiled = module.validators();
    } catch (error) {
      console.error(error);
      compiled = {};
    }
    compiledOf.set(module, compiled);
  }
  return compiled;
}

/** The page's schema validator: a schema the build compiled is checked, any other passes. */
export function validatorOf(module: ConsoleModule): SchemaValidator {
  const compiled = compiledValidators(module);
  return (schema, value) => {
    const validate = compiled[(schema as Record<string, string>)[VALIDATOR_KEY]];
    if (!validate || validate(value)) return [];
    return (validate.errors ?? []).map(toSchemaError);
  };
}

/** Whether the build compiled a validator for this schema (and wrote it in the module). */
export function isChecked(module: ConsoleModule, schema: object | undefined): boolean {
  const name = schema && (schema as Record<string, unknown>)[VALIDATOR_KEY];
  return typeof name === 'string' && typeof compiledValidators(module)[name] === 'function';
}

/** Tokens the in-browser mock issued: one store for every page of the session. */
const tokens = new Map<string, IssuedToken>();
const mocks = new WeakMap<ConsoleModule, Mock>();

export function mockOf(module: ConsoleModule): Mock {
  let mock = mocks.get(module);
  if (!mock) {
    const validate = validatorOf(module);
    mock = createMock({
      apis: module.data.apis,
      validatorFor: () => validate,
      sample: (schema, purpose) => (schema as Record<string, unknown>)[`${SAMPLE_KEY}${purpose}`],
      tokens,
    });
    mocks.set(module, mock);
  }
  return mock;
}
