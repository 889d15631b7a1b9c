// A JSON Schema as a readable tree: one compact row per property (name, type, required,
// constraints, default, then the description); nested objects and arrays of objects fold into
// <details> with a visible caret, so the tree reads and operates without JavaScript. Each
// property has an anchor, its path under `anchor` (`#body.image.url`); the runtime
// (src/client/schema-tree.ts) opens the path to it, adds each row's "#" link (no bytes in the
// page) and runs "Expand all".
// A row is `<li id>` with a head (`<div>`, or the `<summary>` of a row that opens: `<code>` name,
// `<span>` type, `<b>` required, then flags) and its facts. Only the list has a class (the CSS
// reaches the rows through it): rows repeat thousands of times on a large API page, and each
// class on them cost GitHub's reference ~5 MB.
// A large component reused across the API (`schema.shared`) is a row whose contents are one file
// for the whole site, loaded when the row opens: the row holds an empty
// `<div class="schema__deferred" data-shared="<key>-row|tree">`, which the build points at that
// file, rendered once by this same component with `part` (the contents of a property row, or
// of an option) and anchors relative to the row (`~.address`).
import type { PropertyView, SchemaView } from '../../src/types.ts';

export default function SchemaTree({
  schema,
  anchor,
  part,
}: {
  schema: SchemaView;
  anchor: string;
  /** `row`: only what a property row shows once opened (facts, then members), for a shared fragment. */
  part?: 'row';
}) {
  if (part === 'row')
    return (
      <>
        <SchemaFacts schema={schema} inlineConstraints />
        <SchemaBody schema={schema} anchor={anchor} />
      </>
    );
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
      <SchemaBody schema={schema} anchor={anchor} />
    </div>
  );
}

/** Whether the tree has something to fold (and so an "Expand all" button). */
export function hasNested(schema: SchemaView): boolean {
  const inner = schema.items ?? schema;
  const children = [...(inner.properties ?? []), ...(inner.patternProperties ?? [])];
  return Boolean(inner.variants || children.some((p) => isNested(p.schema)));
}

function isNested(schema: SchemaView): boolean {
  return Boolean(
    schema.properties ||
    schema.variants ||
    schema.patternProperties ||
    schema.items?.properties ||
    schema.shared,
  );
}

/** Where a shared component's contents go: filled from its file when the row opens. */
function SharedContents({ shared, part }: { shared: string; part: 'row' | 'tree' }) {
  return <div className="schema__deferred" data-shared={`${shared}-${part}`} />;
}

function SchemaBody({ schema, anchor }: { schema: SchemaView; anchor: string }) {
  return (
    <>
      {schema.properties && <Properties properties={schema.properties} anchor={anchor} />}
      {schema.patternProperties && (
        <Properties
          anchor={anchor}
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
            anchor={anchor}
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
              <li key={i} id={`${anchor}.option-${i + 1}`}>
                <details className="schema__option">
                  <summary>
                    <code>{option.title}</code>
                  </summary>
                  {option.schema.shared ? (
                    <SharedContents shared={option.schema.shared} part="tree" />
                  ) : (
                    <SchemaTree schema={option.schema} anchor={`${anchor}.option-${i + 1}`} />
                  )}
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
      {schema.items && (schema.items.properties || schema.items.variants) && (
        <SchemaBody schema={schema.items} anchor={anchor} />
      )}
    </>
  );
}

function Properties({ properties, anchor }: { properties: PropertyView[]; anchor: string }) {
  return (
    <ul className="schema__props">
      {properties.map((prop) => {
        const id = `${anchor}.${prop.name.replace(/\s+/g, '-')}`;
        return (
          <li key={prop.name} id={id}>
            <PropertyRow prop={prop} anchor={id} />
          </li>
        );
      })}
    </ul>
  );
}

/** One property's row (a parameter's too: `nameClass` marks its name). */
export function PropertyRow({
  prop,
  anchor,
  nameClass,
}: {
  prop: PropertyView;
  anchor: string;
  nameClass?: string;
}) {
  const nested = isNested(prop.schema);
  const head = (
    <>
      <code className={nameClass}>{prop.name}</code> <span>{typeLabel(prop.schema)}</span>
      {prop.required && <b>required</b>}
      {prop.schema.deprecated && <span className="schema__deprecated">deprecated</span>}
      <Constraints schema={prop.schema} />
    </>
  );
  const details = <SchemaFacts schema={prop.schema} inlineConstraints />;
  if (!nested)
    return (
      <>
        <div>{head}</div>
        {details}
      </>
    );
  return (
    <details className="schema__nested">
      <summary>{head}</summary>
      {details}
      {prop.schema.shared ? (
        <SharedContents shared={prop.schema.shared} part="row" />
      ) : (
        <SchemaBody schema={prop.schema} anchor={anchor} />
      )}
    </details>
  );
}

function Constraints({ schema }: { schema: SchemaView }) {
  return (
    <>
      {schema.constraints.map((c, i) => (
        <span key={i} className="pill">
          {c}
        </span>
      ))}
      {schema.default !== undefined && (
        <span className="schema__default">
          Default: <code>{schema.default}</code>
        </span>
      )}
    </>
  );
}

/** Description, constraints, enum, default and example of one schema. */
export function SchemaFacts({
  schema,
  inlineConstraints,
}: {
  schema: SchemaView;
  inlineConstraints?: boolean;
}) {
  const example = schema.examples?.[0];
  const showExample = example !== undefined && example.length < 120 && !schema.properties;
  // An array of listed values (Spotify's search `type`: album, artist…): the row is not opened for
  // its items, so their values are shown here.
  const itemValues = !schema.enum && schema.items?.const === undefined ? schema.items?.enum : undefined;
  const constraints = !inlineConstraints && (schema.constraints.length > 0 || schema.default !== undefined);
  if (
    !schema.descriptionHtml &&
    !constraints &&
    !schema.recursive &&
    !schema.notes?.length &&
    schema.const === undefined &&
    !schema.enum &&
    !itemValues &&
    !showExample
  )
    return null;
  const others =
    constraints || schema.recursive || schema.notes?.length || schema.enum || itemValues || showExample;
  // The common case, a description alone, without a wrapper of its own.
  if (!others && schema.const === undefined)
    return <div className="schema__facts" dangerouslySetInnerHTML={{ __html: schema.descriptionHtml! }} />;
  return (
    <div className="schema__facts">
      {schema.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />}
      {constraints && (
        <p className="schema__constraints">
          <Constraints schema={schema} />
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
      {schema.enum && schema.const === undefined && <EnumValues values={schema.enum} />}
      {itemValues && <EnumValues values={itemValues} label="Allowed values of each item:" />}
      {showExample && (
        <p>
          Example: <code>{example}</code>
        </p>
      )}
    </div>
  );
}

/** Past this many allowed values, the first ENUM_SHOWN are shown and the rest are one click away. */
const ENUM_FOLD = 15;
const ENUM_SHOWN = 10;

/**
 * An enum's values as a list (a screen reader says how many and reads each apart; side by side
 * in `<code>` alone they ran together as one word). A long one (a hundred time zones) shows its
 * first values and folds the rest into a <details>, as API references do.
 */
function EnumValues({ values, label = 'Allowed values:' }: { values: string[]; label?: string }) {
  const folded = values.length > ENUM_FOLD;
  const list = (shown: string[], from: number) => (
    <ul className="schema__values">
      {shown.map((v, i) => (
        <li key={from + i}>
          <code>{v}</code>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="schema__enum">
      <span>{label}</span>
      {list(folded ? values.slice(0, ENUM_SHOWN) : values, 0)}
      {folded && (
        <details className="schema__values-more">
          <summary>{values.length - ENUM_SHOWN} more values</summary>
          {list(values.slice(ENUM_SHOWN), ENUM_SHOWN)}
        </details>
      )}
    </div>
  );
}

export function typeLabel(schema: SchemaView): string {
  return `${schema.type || 'any'}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`;
}
