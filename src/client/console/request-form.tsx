// The console's request form: the operation's parameters and its body (content type, the spec's
// examples or one made from the schema, a JSON/text editor, form fields or a file), each field
// showing the problems found when the draft is checked. The body editor grows with its text: the
// console layer is the one scroll area.
import { SAMPLE_KEY } from '../../shared/console-contract.ts';
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import { isStructured } from '../../shared/form-brackets.ts';
import { asText, described, Field, shownValue, typeOf } from './field.tsx';
import { parameterKey, type FieldProblem, type Operation, type Parameter } from './request.ts';

export type Example = { name: string; label: string; value: unknown };

export function exampleValues(media: OpenApiDoc | undefined): Example[] {
  if (!media) return [];
  const list = Object.entries<OpenApiDoc>(media.examples ?? {})
    .filter(([, e]) => e && 'value' in e)
    .map(([name, e]) => ({ name, label: e.summary ?? name, value: e.value }));
  if (media.example !== undefined) list.unshift({ name: 'example', label: 'Example', value: media.example });
  const sample = media.schema?.[`${SAMPLE_KEY}request`];
  if (!list.length && media.schema?.examples?.length)
    list.push({ name: 'example', label: 'Example', value: media.schema.examples[0] });
  // The schema's own `example` (OpenAPI 3.0 style): no sample is made for such a body (console-data.ts).
  if (!list.length && media.schema?.example !== undefined)
    list.push({ name: 'example', label: 'Example', value: media.schema.example });
  if (!list.length && sample !== undefined)
    list.push({ name: 'sample', label: 'Made from the schema', value: sample });
  return list;
}

export function initialParams(op: Operation): Record<string, string> {
  const params: Record<string, string> = {};
  for (const p of op.parameters)
    params[parameterKey(p)] = asText(p.schema.default ?? (p.required ? p.example : undefined));
  return params;
}

/**
 * A form body's example as the fields' text: an object, or a list holding objects, as JSON (sent
 * in bracket notation, request.ts); a list of plain values with commas.
 */
export function formFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      fields[k] =
        Array.isArray(v) && v.some((item) => item !== null && typeof item === 'object')
          ? JSON.stringify(v)
          : asText(v);
  return fields;
}

/** What a form field of an object or array takes, and how it is sent. */
function structuredHint(name: string, schema: OpenApiDoc): string | undefined {
  if (!isStructured(schema)) return undefined;
  const list = schema.type === 'array' && !isStructured(schema.items ?? {});
  return list
    ? `Separate items with commas, or type a JSON array: sent as ${name}[]=…`
    : `Type JSON: sent as ${name}[key]=value`;
}

/** The "Parameters" fieldset. */
export function ParametersFields({
  uid,
  op,
  params,
  setParams,
  problemsOf,
}: {
  uid: string;
  op: Operation;
  params: Record<string, string>;
  setParams: (params: Record<string, string>) => void;
  problemsOf: (field: string) => FieldProblem[];
}) {
  return (
    <fieldset className="api-console__group">
      <legend>Parameters</legend>
      {op.parameters.map((p) => (
        <ParameterField
          key={parameterKey(p)}
          id={`${uid}-p-${p.in}-${p.name}`}
          parameter={p}
          value={params[parameterKey(p)] ?? ''}
          problems={problemsOf(parameterKey(p))}
          onChange={(value) => setParams({ ...params, [parameterKey(p)]: value })}
        />
      ))}
    </fieldset>
  );
}

/** The "Body" fieldset: content type and example pickers above the body's fields. */
export function BodySection(props: {
  uid: string;
  mediaTypes: string[];
  mediaType: string;
  chooseMedia: (type: string) => void;
  examples: Example[];
  example: string;
  chooseExample: (name: string) => void;
  schema: OpenApiDoc;
  bodyText: string;
  setBodyText: (text: string) => void;
  fields: Record<string, string>;
  setFields: (fields: Record<string, string>) => void;
  setFile: (name: string, file: File | undefined) => void;
  problems: FieldProblem[];
}) {
  const { uid, mediaTypes, mediaType, examples } = props;
  return (
    <fieldset className="api-console__group">
      <legend>Body</legend>
      {mediaTypes.length > 1 && (
        <Field id={`${uid}-media`} label="Content type">
          <select id={`${uid}-media`} value={mediaType} onChange={(e) => props.chooseMedia(e.target.value)}>
            {mediaTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
      )}
      {examples.length > 1 && (
        <Field id={`${uid}-example`} label="Example">
          <select
            id={`${uid}-example`}
            value={props.example}
            onChange={(e) => props.chooseExample(e.target.value)}
          >
            {examples.map((e) => (
              <option key={e.name} value={e.name}>
                {e.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <BodyFields
        uid={uid}
        mediaType={mediaType}
        schema={props.schema}
        bodyText={props.bodyText}
        setBodyText={props.setBodyText}
        fields={props.fields}
        setFields={props.setFields}
        setFile={props.setFile}
        problems={props.problems}
      />
    </fieldset>
  );
}

function ParameterField({
  id,
  parameter: p,
  value,
  problems,
  onChange,
}: {
  id: string;
  parameter: Parameter;
  value: string;
  problems: FieldProblem[];
  onChange: (value: string) => void;
}) {
  const errors = problems.map((problem) => problem.message);
  const label = (
    <>
      <code>{p.name}</code>{' '}
      <span className="api-console__meta">
        {p.in} · {typeOf(p.schema)}
      </span>
      {p.required ? <span className="api-console__required"> required</span> : null}
    </>
  );
  const hint = [
    p.schema.default !== undefined && `Default: ${shownValue(p.schema.default)}`,
    p.schema.type === 'array' && 'Separate items with commas',
  ]
    .filter(Boolean)
    .join('. ');
  const aria = described(id, Boolean(hint), errors);
  const choices: unknown[] | undefined =
    p.schema.enum ?? (p.schema.type === 'boolean' ? [true, false] : undefined);
  return (
    <Field id={id} label={label} hint={hint || undefined} errors={errors}>
      {choices ? (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={p.required}
          {...aria}
        >
          <option value="">{p.required ? 'Choose…' : '(not sent)'}</option>
          {choices.map((choice) => (
            <option key={String(choice)}>{String(choice)}</option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          value={value}
          inputMode={p.schema.type === 'integer' || p.schema.type === 'number' ? 'decimal' : undefined}
          placeholder={p.example !== undefined ? asText(p.example) : ''}
          onChange={(e) => onChange(e.target.value)}
          required={p.required}
          {...aria}
        />
      )}
    </Field>
  );
}

function BodyFields(props: {
  uid: string;
  mediaType: string;
  schema: OpenApiDoc;
  bodyText: string;
  setBodyText: (text: string) => void;
  fields: Record<string, string>;
  setFields: (fields: Record<string, string>) => void;
  setFile: (name: string, file: File | undefined) => void;
  problems: FieldProblem[];
}) {
  const { uid, mediaType, schema, problems } = props;
  const form = mediaType === 'application/x-www-form-urlencoded' || mediaType.startsWith('multipart/');
  if (form) {
    const required: string[] = schema.required ?? [];
    return (
      <>
        {Object.entries<OpenApiDoc>(schema.properties ?? {}).map(([name, property]) => {
          const id = `${uid}-f-${name}`;
          const errors = problems.filter((p) => p.field === `field ${name}`).map((p) => p.message);
          const file =
            property.format === 'binary' ||
            property.contentMediaType ||
            property.contentEncoding === 'base64';
          const label = (
            <>
              <code>{name}</code>{' '}
              <span className="api-console__meta">{file ? 'file' : typeOf(property)}</span>
              {required.includes(name) ? <span className="api-console__required"> required</span> : null}
            </>
          );
          const hint = mediaType.startsWith('multipart/') ? undefined : structuredHint(name, property);
          return (
            <Field key={name} id={id} label={label} hint={hint} errors={errors}>
              {file && mediaType.startsWith('multipart/') ? (
                <input id={id} type="file" onChange={(e) => props.setFile(name, e.target.files?.[0])} />
              ) : (
                <input
                  id={id}
                  value={props.fields[name] ?? ''}
                  onChange={(e) => props.setFields({ ...props.fields, [name]: e.target.value })}
                  spellCheck={hint ? false : undefined}
                  {...described(id, Boolean(hint), errors)}
                />
              )}
            </Field>
          );
        })}
      </>
    );
  }
  if (!/json|text|xml/.test(mediaType)) {
    const id = `${uid}-file`;
    return (
      <Field id={id} label="File to send">
        <input id={id} type="file" onChange={(e) => props.setFile('', e.target.files?.[0])} />
      </Field>
    );
  }
  const id = `${uid}-body`;
  const errors = problems
    .filter((p) => p.field === 'body')
    .map((p) => (p.pointer ? `${p.pointer} ${p.message}` : p.message));
  return (
    <Field id={id} label={`Request body (${mediaType})`} errors={errors}>
      <textarea
        id={id}
        className="api-console__editor"
        spellCheck={false}
        rows={Math.max(4, props.bodyText.split('\n').length + 1)}
        value={props.bodyText}
        onChange={(e) => props.setBodyText(e.target.value)}
        {...described(id, false, errors)}
      />
    </Field>
  );
}
