// A JSON Schema as a readable tree: one row per property with type, required marker,
// constraints, enum, default and description; nested objects and arrays of objects fold into
// <details> so the tree reads without JavaScript.
import type { PropertyView, SchemaView } from '../../src/content/openapi/types.ts';

export default function SchemaTree({ schema }: { schema: SchemaView }) {
  return (
    <div className="schema">
      <p className="schema__type">
        {schema.name && !schema.recursive && (
          <>
            <strong>{schema.name}</strong>{' '}
          </>
        )}
        <code>{typeLabel(schema)}</code>
        {schema.additionalProperties === false && (
          <span className="schema__note"> · no other properties allowed</span>
        )}
      </p>
      {schema.descriptionHtml && !schema.properties && (
        <div className="schema__desc" dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
      )}
      <SchemaBody schema={schema} />
    </div>
  );
}

function SchemaBody({ schema }: { schema: SchemaView }) {
  return (
    <>
      {schema.properties && <Properties properties={schema.properties} />}
      {schema.patternProperties && (
        <Properties
          properties={schema.patternProperties.map((p) => ({
            name: `/${p.pattern}/`,
            required: false,
            schema: p.schema,
          }))}
        />
      )}
      {schema.additionalProperties &&
        typeof schema.additionalProperties === 'object' &&
        (schema.properties || schema.patternProperties) && (
          <Properties
            properties={[{ name: '[any other key]', required: false, schema: schema.additionalProperties }]}
          />
        )}
      {schema.variants && (
        <div className="schema__variants">
          <p className="schema__variants-title">
            {schema.variants.kind === 'oneOf'
              ? 'Exactly one of'
              : schema.variants.kind === 'anyOf'
                ? 'Any of'
                : 'All of'}
            {schema.discriminator && (
              <>
                , told apart by <code>{schema.discriminator}</code>
              </>
            )}
            :
          </p>
          <ul>
            {schema.variants.options.map((option, i) => (
              <li key={i}>
                <details>
                  <summary>
                    <code>{option.title}</code>
                  </summary>
                  <SchemaTree schema={option.schema} />
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
      {schema.items && (schema.items.properties || schema.items.variants) && (
        <SchemaBody schema={schema.items} />
      )}
    </>
  );
}

function Properties({ properties }: { properties: PropertyView[] }) {
  return (
    <ul className="schema__props">
      {properties.map((prop) => (
        <li key={prop.name} className="schema__prop">
          <PropertyRow prop={prop} />
        </li>
      ))}
    </ul>
  );
}

function PropertyRow({ prop }: { prop: PropertyView }) {
  const nested = Boolean(prop.schema.properties || prop.schema.variants || prop.schema.patternProperties);
  const head = (
    <>
      <code className="schema__name">{prop.name}</code>{' '}
      <span className="schema__ptype">{typeLabel(prop.schema)}</span>
      {prop.required && <span className="schema__required">required</span>}
      {prop.schema.deprecated && <span className="schema__deprecated">deprecated</span>}
    </>
  );
  const details = <SchemaFacts schema={prop.schema} />;
  if (!nested)
    return (
      <div className="schema__row">
        <div className="schema__head">{head}</div>
        {details}
      </div>
    );
  return (
    <details className="schema__nested">
      <summary className="schema__head">{head}</summary>
      {details}
      <SchemaBody schema={prop.schema} />
    </details>
  );
}

/** Description, constraints, enum, default and example of one schema. */
export function SchemaFacts({ schema }: { schema: SchemaView }) {
  return (
    <div className="schema__facts">
      {schema.descriptionHtml && (
        <div className="schema__desc" dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
      )}
      {schema.constraints.length > 0 && (
        <p className="schema__constraints">
          {schema.constraints.map((c, i) => (
            <span key={i} className="pill">
              {c}
            </span>
          ))}
        </p>
      )}
      {schema.recursive && (
        <p className="schema__note">
          Recursive: the same <code>{schema.recursive}</code> schema as the level above.
        </p>
      )}
      {schema.notes?.map((note, i) => (
        <p key={i} className="schema__note">
          {note}
        </p>
      ))}
      {schema.const !== undefined && (
        <p className="schema__enum">
          Always: <code>{schema.const}</code>
        </p>
      )}
      {schema.enum && schema.const === undefined && (
        <p className="schema__enum">
          Allowed values:{' '}
          {schema.enum.map((v, i) => (
            <code key={i}>{v}</code>
          ))}
        </p>
      )}
      {schema.default !== undefined && (
        <p className="schema__default">
          Default: <code>{schema.default}</code>
        </p>
      )}
      {schema.examples &&
        schema.examples[0] !== undefined &&
        schema.examples[0].length < 120 &&
        !schema.properties && (
          <p className="schema__example">
            Example: <code>{schema.examples[0]}</code>
          </p>
        )}
    </div>
  );
}

export function typeLabel(schema: SchemaView): string {
  return `${schema.type || 'any'}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`;
}
