// The Try-it console (a React island, loaded when the reader reaches for "Try it"): server,
// authentication, a request form made from the operation's schemas and checked before sending,
// the response checked against the documented schema, and the same request as cURL,
// JavaScript and Python. "Mock (in this browser)" answers with the spec's mock, no network.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SAMPLE_KEY, type ConsoleModule } from '../../shared/console-contract.ts';
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import {
  alternativesOf,
  authorizeWithPkce,
  credentialsOf,
  fetchToken,
  setValues,
  TokenError,
  tokenOf,
  valuesOf,
  type Scheme,
} from './auth.ts';
import { CONSOLE_CSS } from './console-css.ts';
import { explain } from './explain.ts';
import {
  buildRequest,
  checkDraft,
  MOCK,
  operationOf,
  parameterKey,
  send,
  serverUrl,
  type Answer,
  type Draft,
  type Failure,
  type FieldProblem,
  type Operation,
  type Parameter,
} from './request.ts';
import { curl, javascript, python } from './snippets.ts';

let counter = 0;
const roots = new Map<HTMLElement, Root>();

/** Opens the console under its button, or hides / shows it again. */
export function toggleConsole(button: HTMLElement, module: ConsoleModule): void {
  const existing = button.nextElementSibling as HTMLElement | null;
  if (existing?.classList.contains('api-console')) {
    existing.hidden = !existing.hidden;
    button.setAttribute('aria-expanded', String(!existing.hidden));
    if (!existing.hidden) existing.querySelector<HTMLElement>('select, input, textarea, button')?.focus();
    return;
  }
  adoptStyles();
  const panel = document.createElement('div');
  panel.className = 'api-console';
  panel.id = `api-console-${++counter}`;
  button.after(panel);
  button.setAttribute('aria-controls', panel.id);
  button.setAttribute('aria-expanded', 'true');
  // Pages the router swapped out took their consoles along: release those.
  for (const [old, root] of roots) {
    if (old.isConnected) continue;
    root.unmount();
    roots.delete(old);
  }
  const root = createRoot(panel);
  roots.set(panel, root);
  root.render(<Console module={module} />);
}

/** The console's styles, adopted by the document (no inline <style>: the site's CSP forbids it). */
function adoptStyles(): void {
  if (document.adoptedStyleSheets.some((sheet) => (sheet as { docgenConsole?: boolean }).docgenConsole))
    return;
  const sheet = new CSSStyleSheet() as CSSStyleSheet & { docgenConsole?: boolean };
  sheet.replaceSync(CONSOLE_CSS);
  sheet.docgenConsole = true;
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function exampleValues(media: OpenApiDoc | undefined): { name: string; label: string; value: unknown }[] {
  if (!media) return [];
  const list = Object.entries<OpenApiDoc>(media.examples ?? {})
    .filter(([, e]) => e && 'value' in e)
    .map(([name, e]) => ({ name, label: e.summary ?? name, value: e.value }));
  if (media.example !== undefined) list.unshift({ name: 'example', label: 'Example', value: media.example });
  const sample = media.schema?.[`${SAMPLE_KEY}request`];
  if (!list.length && media.schema?.examples?.length)
    list.push({ name: 'example', label: 'Example', value: media.schema.examples[0] });
  if (!list.length && sample !== undefined)
    list.push({ name: 'sample', label: 'Made from the schema', value: sample });
  return list;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : JSON.stringify(value);
}

function initialParams(op: Operation): Record<string, string> {
  const params: Record<string, string> = {};
  for (const p of op.parameters)
    params[parameterKey(p)] = asText(p.schema.default ?? (p.required ? p.example : undefined));
  return params;
}

function formFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) fields[k] = asText(v);
  return fields;
}

function Console({ module }: { module: ConsoleModule }) {
  const op = useMemo(() => operationOf(module), [module]);
  const apiName = module.data.apis[0].name;
  const uid = useMemo(() => `c${++counter}`, []);
  const [server, setServer] = useState('0');
  const [variables, setVariables] = useState<Record<string, string>>({});
  const [custom, setCustom] = useState('');
  const [params, setParams] = useState(() => initialParams(op));
  const content: Record<string, OpenApiDoc> = op.operation.requestBody?.content ?? {};
  const mediaTypes = Object.keys(content);
  const [mediaType, setMediaType] = useState(mediaTypes[0]);
  const examples = exampleValues(mediaType ? content[mediaType] : undefined);
  const [example, setExample] = useState(examples[0]?.name ?? '');
  const [bodyText, setBodyText] = useState(() =>
    examples[0] && typeof examples[0].value !== 'string'
      ? JSON.stringify(examples[0].value, null, 2)
      : asText(examples[0]?.value),
  );
  const [fields, setFields] = useState(() => formFields(examples[0]?.value));
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const alternatives = alternativesOf(op, apiName);
  const optional = alternatives.some((a) => a.length === 0);
  const choices = alternatives.filter((a) => a.length > 0);
  const [alternative, setAlternative] = useState(0);
  const [authVersion, setAuthVersion] = useState(0); // bumps when credentials or tokens change
  const [checked, setChecked] = useState(false);
  const [result, setResult] = useState<Answer | Failure | undefined>();
  const [sending, setSending] = useState<AbortController | undefined>();
  const [snippet, setSnippet] = useState<'curl' | 'js' | 'python'>('curl');
  const statusRef = useRef<HTMLDivElement>(null);

  const mock = server === MOCK;
  const chosenServer = op.servers[Number(server)] ?? op.servers[0];
  const base =
    server === 'custom' ? custom : serverUrl(mock ? op.servers[0] : chosenServer, mock ? {} : variables);
  const auth = choices[alternative] ?? [];
  const draft: Draft = {
    base,
    mock,
    params,
    mediaType,
    bodyText,
    fields,
    files,
    credentials: credentialsOf(auth),
  };
  void authVersion;
  const request = buildRequest(op, draft);
  const problems = checked ? checkDraft(module, op, draft) : [];
  const problemsOf = (field: string) => problems.filter((p) => p.field === field);

  const chooseMedia = (type: string) => {
    setMediaType(type);
    const first = exampleValues(content[type])[0];
    setExample(first?.name ?? '');
    setBodyText(
      first && typeof first.value !== 'string' ? JSON.stringify(first.value, null, 2) : asText(first?.value),
    );
    setFields(formFields(first?.value));
    setFiles({});
  };
  const chooseExample = (name: string) => {
    setExample(name);
    const found = examples.find((e) => e.name === name);
    if (!found) return;
    setBodyText(typeof found.value === 'string' ? found.value : JSON.stringify(found.value, null, 2));
    setFields(formFields(found.value));
  };

  const customProblem =
    server === 'custom' && !/^https?:\/\/[^/]/.test(custom) ? 'Enter an absolute URL, e.g. https://…' : '';
  const submit = async (force: boolean) => {
    setChecked(true);
    if (customProblem) return; // a relative URL would call this site
    if (!force && checkDraft(module, op, draft).length) {
      setResult(undefined);
      return;
    }
    const controller = new AbortController();
    setSending(controller);
    setResult(undefined);
    const outcome = await send(module, op, request, draft, controller.signal);
    setSending(undefined);
    setResult(outcome);
    statusRef.current?.focus();
  };

  const problemCount = problems.length + (checked && customProblem ? 1 : 0);
  const invalid = problemCount > 0;
  return (
    <section className="api-console__box" aria-label={`Try it: ${op.method.toUpperCase()} ${op.path}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(false);
        }}
        noValidate
      >
        <fieldset className="api-console__group">
          <legend>Server</legend>
          <Field id={`${uid}-server`} label="Send to">
            <select id={`${uid}-server`} value={server} onChange={(e) => setServer(e.target.value)}>
              {op.servers.map((s, i) => (
                <option key={i} value={String(i)}>
                  {s.description ? `${s.description}: ` : ''}
                  {s.url}
                </option>
              ))}
              <option value={MOCK}>Mock (in this browser)</option>
              <option value="custom">Custom URL…</option>
            </select>
          </Field>
          {!mock &&
            server !== 'custom' &&
            Object.entries<OpenApiDoc>(chosenServer.variables ?? {}).map(([name, variable]) => (
              <Field key={name} id={`${uid}-var-${name}`} label={`{${name}}`} hint={variable.description}>
                {variable.enum ? (
                  <select
                    id={`${uid}-var-${name}`}
                    value={variables[name] ?? variable.default}
                    onChange={(e) => setVariables({ ...variables, [name]: e.target.value })}
                  >
                    {variable.enum.map((v: string) => (
                      <option key={v}>{v}</option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={`${uid}-var-${name}`}
                    value={variables[name] ?? variable.default ?? ''}
                    onChange={(e) => setVariables({ ...variables, [name]: e.target.value })}
                  />
                )}
              </Field>
            ))}
          {server === 'custom' && (
            <Field
              id={`${uid}-custom`}
              label="Base URL"
              errors={checked && customProblem ? [customProblem] : []}
            >
              <input
                id={`${uid}-custom`}
                type="url"
                placeholder="https://staging.example.com/v1"
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                {...described(`${uid}-custom`, false, checked && customProblem ? [customProblem] : [])}
              />
            </Field>
          )}
          {mock && (
            <p className="api-console__note">
              The mock answers from the spec's examples, without the network.
            </p>
          )}
        </fieldset>

        {(choices.length > 0 || optional) && (
          <fieldset className="api-console__group">
            <legend>Authentication</legend>
            {choices.length + (optional ? 1 : 0) > 1 && (
              <Field id={`${uid}-auth`} label="Use">
                <select
                  id={`${uid}-auth`}
                  value={alternative}
                  onChange={(e) => setAlternative(Number(e.target.value))}
                >
                  {choices.map((a, i) => (
                    <option key={i} value={i}>
                      {a.map((s) => s.name).join(' + ')}
                    </option>
                  ))}
                  {optional && <option value={choices.length}>No authentication</option>}
                </select>
              </Field>
            )}
            {auth.map((scheme) => (
              <SchemeFields
                key={scheme.id}
                uid={`${uid}-${scheme.name}`}
                module={module}
                scheme={scheme}
                useMock={mock}
                onChange={() => setAuthVersion((v) => v + 1)}
              />
            ))}
          </fieldset>
        )}

        {op.parameters.length > 0 && (
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
        )}

        {mediaType && (
          <fieldset className="api-console__group">
            <legend>Body</legend>
            {mediaTypes.length > 1 && (
              <Field id={`${uid}-media`} label="Content type">
                <select id={`${uid}-media`} value={mediaType} onChange={(e) => chooseMedia(e.target.value)}>
                  {mediaTypes.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </select>
              </Field>
            )}
            {examples.length > 1 && (
              <Field id={`${uid}-example`} label="Example">
                <select id={`${uid}-example`} value={example} onChange={(e) => chooseExample(e.target.value)}>
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
              schema={content[mediaType]?.schema ?? {}}
              bodyText={bodyText}
              setBodyText={setBodyText}
              fields={fields}
              setFields={setFields}
              setFile={(name, file) => setFiles({ ...files, [name]: file })}
              problems={problems}
            />
          </fieldset>
        )}

        <div className="api-console__actions">
          <button type="submit" className="button" disabled={Boolean(sending)}>
            Send
          </button>
          {invalid && !sending && (
            <button type="button" className="button button--secondary" onClick={() => void submit(true)}>
              Send anyway
            </button>
          )}
          {sending && (
            <button type="button" className="button button--secondary" onClick={() => sending.abort()}>
              Cancel
            </button>
          )}
          <span role="status" className="api-console__note">
            {sending
              ? 'Sending…'
              : invalid
                ? `${problemCount} problem${problemCount === 1 ? '' : 's'} in the form`
                : ''}
          </span>
        </div>
      </form>

      <div className="api-console__result" ref={statusRef} tabIndex={-1} aria-live="polite">
        {result && 'status' in result && <AnswerView answer={result} />}
        {result && 'kind' in result && <FailureView failure={result} command={curl(request)} />}
      </div>

      <div className="api-console__group">
        <div role="tablist" aria-label="The request as code" className="api-console__tabs">
          {(
            [
              ['curl', 'cURL'],
              ['js', 'JavaScript'],
              ['python', 'Python'],
            ] as const
          ).map(([id, label]) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`${uid}-tab-${id}`}
              aria-selected={snippet === id}
              aria-controls={`${uid}-code`}
              tabIndex={snippet === id ? 0 : -1}
              onClick={() => setSnippet(id)}
              onKeyDown={(e) => {
                const order = ['curl', 'js', 'python'] as const;
                const at = order.indexOf(snippet);
                const next =
                  e.key === 'ArrowRight'
                    ? order[(at + 1) % 3]
                    : e.key === 'ArrowLeft'
                      ? order[(at + 2) % 3]
                      : undefined;
                if (!next) return;
                setSnippet(next);
                document.getElementById(`${uid}-tab-${next}`)?.focus();
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <pre
          className="api-console__code"
          id={`${uid}-code`}
          role="tabpanel"
          aria-labelledby={`${uid}-tab-${snippet}`}
          tabIndex={0}
        >
          <code>
            {snippet === 'curl' ? curl(request) : snippet === 'js' ? javascript(request) : python(request)}
          </code>
        </pre>
        <p className="api-console__note">Secrets are shown as &lt;secret&gt;.</p>
      </div>
    </section>
  );
}

function Field({
  id,
  label,
  hint,
  children,
  errors = [],
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  children: ReactNode;
  errors?: string[];
}) {
  return (
    <div className={`api-console__field${errors.length ? ' api-console__field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="api-console__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul className="api-console__errors" id={`${id}-errors`}>
          {errors.map((error, i) => (
            <li key={i}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `aria-describedby` / `aria-invalid` for a control inside a Field. */
function described(id: string, hint: boolean, errors: unknown[]) {
  const ids = [hint && `${id}-hint`, errors.length && `${id}-errors`].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': errors.length > 0 || undefined };
}

function typeOf(schema: OpenApiDoc): string {
  const type = Array.isArray(schema.type)
    ? schema.type.filter((t: string) => t !== 'null').join(' | ')
    : schema.type;
  if (type === 'array') return `array of ${typeOf(schema.items ?? {})}`;
  return `${type ?? 'any'}${schema.format ? ` (${schema.format})` : ''}`;
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
    p.schema.default !== undefined && `Default: ${asText(p.schema.default)}`,
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
          return (
            <Field key={name} id={id} label={label} errors={errors}>
              {file && mediaType.startsWith('multipart/') ? (
                <input id={id} type="file" onChange={(e) => props.setFile(name, e.target.files?.[0])} />
              ) : (
                <input
                  id={id}
                  value={props.fields[name] ?? ''}
                  onChange={(e) => props.setFields({ ...props.fields, [name]: e.target.value })}
                  {...described(id, false, errors)}
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
        rows={Math.min(18, Math.max(4, props.bodyText.split('\n').length + 1))}
        value={props.bodyText}
        onChange={(e) => props.setBodyText(e.target.value)}
        {...described(id, false, errors)}
      />
    </Field>
  );
}

function SchemeFields({
  uid,
  module,
  scheme,
  useMock,
  onChange,
}: {
  uid: string;
  module: ConsoleModule;
  scheme: Scheme;
  useMock: boolean;
  onChange: () => void;
}) {
  const [values, setLocal] = useState(() => valuesOf(scheme.id));
  const [status, setStatus] = useState('');
  const [blocked, setBlocked] = useState<TokenError | undefined>();
  const [busy, setBusy] = useState(false);
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 30_000); // the expiry counts down
    return () => clearInterval(timer);
  }, []);
  const s = scheme.scheme;
  const update = (patch: Record<string, string>) => {
    const next = { ...values, ...patch };
    setLocal(next);
    setValues(scheme.id, next);
    onChange();
  };
  const input = (name: string, label: string, secret = false) => (
    <Field id={`${uid}-${name}`} label={label}>
      <input
        id={`${uid}-${name}`}
        type={secret ? 'password' : 'text'}
        autoComplete="off"
        value={values[name] ?? ''}
        onChange={(e) => update({ [name]: e.target.value })}
      />
    </Field>
  );
  const remember = (
    <div className="api-console__check">
      <input
        id={`${uid}-remember`}
        type="checkbox"
        checked={values.remember === 'true'}
        onChange={(e) => update({ remember: String(e.target.checked) })}
      />
      <label htmlFor={`${uid}-remember`}>Remember on this device</label>
    </div>
  );
  const title = (
    <p className="api-console__scheme">
      <strong>{scheme.name}</strong>{' '}
      <span className="api-console__meta">
        {s.type === 'apiKey'
          ? `API key in ${s.in} ${s.name}`
          : s.type === 'http'
            ? `HTTP ${s.scheme}`
            : s.type}
      </span>
    </p>
  );
  if (s.type === 'apiKey')
    return (
      <div className="api-console__scheme-box">
        {title}
        {input('key', 'API key', true)}
        {remember}
      </div>
    );
  if (s.type === 'http' && String(s.scheme).toLowerCase() === 'basic')
    return (
      <div className="api-console__scheme-box">
        {title}
        {input('username', 'User name')}
        {input('password', 'Password', true)}
        {remember}
      </div>
    );
  if (s.type === 'http')
    return (
      <div className="api-console__scheme-box">
        {title}
        {input('token', 'Token', true)}
        {remember}
      </div>
    );

  const flows: Record<string, OpenApiDoc> = s.flows ?? {};
  const credentialsFlow = flows.clientCredentials;
  const codeFlow = flows.authorizationCode;
  const flow = credentialsFlow ?? codeFlow;
  const scopes = Object.keys(flow?.scopes ?? {});
  const chosen = values.scopes !== undefined ? values.scopes.split(' ').filter(Boolean) : scheme.scopes;
  const token = tokenOf(scheme.id);
  const getToken = async (pkce: boolean) => {
    setBusy(true);
    setBlocked(undefined);
    setStatus('Getting a token…');
    try {
      const got = pkce
        ? await authorizeWithPkce(module, scheme, codeFlow!, values.clientId ?? '', chosen)
        : await fetchToken(
            module,
            scheme,
            credentialsFlow!.tokenUrl,
            { grant_type: 'client_credentials', scope: chosen.join(' ') },
            useMock,
            { id: values.clientId ?? '', secret: values.clientSecret ?? '' },
          );
      setStatus(
        `Got a token${got.expiresAt ? ` valid until ${new Date(got.expiresAt).toLocaleTimeString()}` : ''}.`,
      );
      onChange();
    } catch (error) {
      if (error instanceof TokenError) {
        setStatus('');
        setBlocked(error);
      } else setStatus((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="api-console__scheme-box">
      {title}
      {flow && input('clientId', 'Client ID')}
      {credentialsFlow && input('clientSecret', 'Client secret', true)}
      {scopes.length > 0 && (
        <fieldset className="api-console__scopes">
          <legend>Scopes</legend>
          {scopes.map((scope) => (
            <div key={scope} className="api-console__check">
              <input
                id={`${uid}-scope-${scope}`}
                type="checkbox"
                checked={chosen.includes(scope)}
                onChange={(e) =>
                  update({
                    scopes: (e.target.checked ? [...chosen, scope] : chosen.filter((c) => c !== scope)).join(
                      ' ',
                    ),
                  })
                }
              />
              <label htmlFor={`${uid}-scope-${scope}`}>
                <code>{scope}</code>
                {scheme.scopes.includes(scope) ? ' (this operation needs it)' : ''}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {remember}
      <div className="api-console__actions">
        {credentialsFlow && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void getToken(false)}
          >
            Get token
          </button>
        )}
        {!credentialsFlow && codeFlow && !useMock && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void getToken(true)}
          >
            Sign in (PKCE)
          </button>
        )}
        <span role="status" className="api-console__note">
          {status ||
            (token
              ? `A token is ready${token.expiresAt ? `: ${Math.max(0, Math.round((token.expiresAt - Date.now()) / 60000))} min left` : ''}.`
              : '')}
        </span>
      </div>
      {credentialsFlow && (
        <p className="api-console__hint">
          Token URL: <code>{credentialsFlow.tokenUrl}</code>
          {useMock ? ' (answered by the mock)' : ''}
        </p>
      )}
      {blocked && (
        <Blocked
          message={`${blocked.message} Get a token from a terminal with this command, then paste it below:`}
          command={blocked.command}
        />
      )}
      {input('token', 'Or paste an access token', true)}
    </div>
  );
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function AnswerView({ answer }: { answer: Answer }) {
  const [view, setView] = useState<'pretty' | 'text'>('pretty');
  const kind = String(answer.status)[0];
  return (
    <div className="api-console__answer">
      <p className="api-console__status-line">
        <span className={`status status--${kind}xx`}>{answer.status}</span> {answer.statusText}
        <span className="api-console__meta">
          {' '}
          · {answer.ms} ms · {formatBytes(answer.bytes)}
          {answer.fromMock ? ' · from the mock' : ''}
        </span>
      </p>
      {answer.check && <CheckView check={answer.check} status={answer.status} />}
      <details className="api-console__headers">
        <summary>Headers ({answer.headers.length})</summary>
        <dl>
          {answer.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {answer.image && (
        <img
          className="api-console__image"
          src={answer.image}
          alt={`The ${answer.contentType} image the server answered`}
        />
      )}
      {answer.text !== undefined && answer.text !== '' && (
        <>
          {/json/.test(answer.contentType) && (
            <div className="api-console__check">
              <input
                id="api-console-raw"
                type="checkbox"
                checked={view === 'text'}
                onChange={(e) => setView(e.target.checked ? 'text' : 'pretty')}
              />
              <label htmlFor="api-console-raw">Show as plain text</label>
            </div>
          )}
          <pre className="api-console__code" tabIndex={0} aria-label="Response body">
            <code>{view === 'text' ? answer.text.replace(/\n\s*/g, '') : answer.text}</code>
          </pre>
        </>
      )}
    </div>
  );
}

function CheckView({ check, status }: { check: NonNullable<Answer['check']>; status: number }) {
  if (!check.documented)
    return (
      <p className="api-console__verdict api-console__verdict--bad">
        Status {status} is not documented for this operation.
      </p>
    );
  if (!check.checked)
    return <p className="api-console__note">The spec documents no schema to check this body against.</p>;
  if (check.errors.length === 0)
    return <p className="api-console__verdict api-console__verdict--ok">✓ The body matches the spec.</p>;
  return (
    <div className="api-console__verdict api-console__verdict--bad">
      <p>The body does not match the spec:</p>
      <ul>
        {check.errors.map((e, i) => (
          <li key={i}>
            <code>{e.pointer || '/'}</code> {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FailureView({ failure, command }: { failure: Failure; command: string }) {
  if (failure.kind === 'cancelled') return <p className="api-console__note">Cancelled.</p>;
  return (
    <Blocked
      message={`${explain(failure)} The same request from a terminal is not subject to these browser rules:`}
      command={command}
    />
  );
}

/** A call the browser would not make: why, and the cURL command that works from a terminal. */
function Blocked({ message, command }: { message: string; command: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="api-console__verdict api-console__verdict--bad" role="alert">
      <p>{message}</p>
      <pre className="api-console__code" tabIndex={0} aria-label="cURL command">
        <code>{command}</code>
      </pre>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void navigator.clipboard?.writeText(command).then(() => setCopied(true))}
      >
        {copied ? 'Copied' : 'Copy cURL'}
      </button>
    </div>
  );
}
