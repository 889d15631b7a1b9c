// The Try-it console (a React island, loaded when the reader reaches for "Try it"), a layer of
// its own over the page with one scroll area (the response beside the request from 1,200 px,
// below it on phones): server, authentication, a request form made from the operation's schemas
// and checked before sending, the response checked against the documented schema, and the same
// request as cURL, JavaScript and Python. "Mock (in this browser)" answers with the spec's mock, no network.
// The sections live in modules named for what the reader sees: server.tsx, credentials.tsx,
// request-form.tsx, response.tsx, generated-code.tsx.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ConsoleModule } from '../../shared/console-contract.ts';
import { trapFocus } from '../focus-trap.ts';
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import { alternativesOf, credentialsOf } from './auth.ts';
import { CONSOLE_CSS } from './console-css.ts';
import { CredentialsFields } from './credentials.tsx';
import { asText } from './field.tsx';
import { GeneratedCode } from './generated-code.tsx';
import { BodySection, exampleValues, formFields, initialParams, ParametersFields } from './request-form.tsx';
import {
  buildRequest,
  checkDraft,
  MOCK,
  operationOf,
  send,
  serverUrl,
  type Answer,
  type Draft,
  type Failure,
} from './request.ts';
import { AnswerView, FailureView } from './response.tsx';
import { ServerFields } from './server.tsx';
import { curl } from './snippets.ts';

let counter = 0;
const roots = new Map<HTMLElement, Root>();

/**
 * Opens the console as its own layer: a modal dialog over the page (the rest of the page inert,
 * Tab kept inside, Escape or "Close" closes it, focus returns to the button). Opened again, it is
 * as it was left.
 */
export function toggleConsole(button: HTMLElement, module: ConsoleModule): void {
  const existing = button.nextElementSibling;
  if (existing instanceof HTMLDialogElement && existing.classList.contains('api-console')) {
    openLayer(existing, button);
    return;
  }
  adoptStyles();
  const dialog = document.createElement('dialog');
  dialog.className = 'api-console';
  dialog.id = `api-console-${++counter}`;
  dialog.setAttribute('aria-labelledby', `${dialog.id}-title`);
  button.after(dialog);
  button.setAttribute('aria-controls', dialog.id);
  button.setAttribute('aria-haspopup', 'dialog');
  dialog.addEventListener('close', () => {
    document.documentElement.classList.remove('api-console-open');
    button.setAttribute('aria-expanded', 'false');
    if (button.isConnected) button.focus();
  });
  // A click on the backdrop (the dialog's own box, outside its contents) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') trapFocus(dialog, event, FOCUSABLE);
  });
  // Pages the router swapped out took their consoles along: release those.
  for (const [old, root] of roots) {
    if (old.isConnected) continue;
    root.unmount();
    roots.delete(old);
  }
  const root = createRoot(dialog);
  roots.set(dialog, root);
  root.render(<Console module={module} titleId={`${dialog.id}-title`} onClose={() => dialog.close()} />);
  openLayer(dialog, button);
}

function openLayer(dialog: HTMLDialogElement, button: HTMLElement): void {
  document.documentElement.classList.add('api-console-open'); // the page behind does not scroll
  dialog.showModal();
  button.setAttribute('aria-expanded', 'true');
  firstControl(dialog)?.focus();
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"], a[href]';

/** The first control of the form (the server menu), not the Close button. */
function firstControl(dialog: HTMLElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>('form select, form input, form textarea');
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

function Console({
  module,
  titleId,
  onClose,
}: {
  module: ConsoleModule;
  titleId: string;
  onClose: () => void;
}) {
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
  const statusRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLElement>(null);
  // The layer opened before React drew the form: its first control takes the focus once drawn.
  useEffect(() => {
    const box = boxRef.current;
    if (box && !box.contains(document.activeElement)) box.querySelector<HTMLElement>('form select')?.focus();
  }, []);

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
    <section
      className="api-console__box"
      aria-label={`Try it: ${op.method.toUpperCase()} ${op.path}`}
      ref={boxRef}
    >
      <header className="api-console__header">
        <h2 id={titleId} className="api-console__title">
          Try it <span className="api-console__meta">{op.method.toUpperCase()}</span> <code>{op.path}</code>
        </h2>
        <button type="button" className="api-console__close" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="api-console__scroll">
        <div className="api-console__request">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit(false);
            }}
            noValidate
          >
            <ServerFields
              uid={uid}
              op={op}
              server={server}
              setServer={setServer}
              variables={variables}
              setVariables={setVariables}
              custom={custom}
              setCustom={setCustom}
              customErrors={checked && customProblem ? [customProblem] : []}
            />

            {(choices.length > 0 || optional) && (
              <CredentialsFields
                uid={uid}
                module={module}
                choices={choices}
                optional={optional}
                alternative={alternative}
                setAlternative={setAlternative}
                mock={mock}
                onChange={() => setAuthVersion((v) => v + 1)}
              />
            )}

            {op.parameters.length > 0 && (
              <ParametersFields
                uid={uid}
                op={op}
                params={params}
                setParams={setParams}
                problemsOf={problemsOf}
              />
            )}

            {mediaType && (
              <BodySection
                uid={uid}
                mediaTypes={mediaTypes}
                mediaType={mediaType}
                chooseMedia={chooseMedia}
                examples={examples}
                example={example}
                chooseExample={chooseExample}
                schema={content[mediaType]?.schema ?? {}}
                bodyText={bodyText}
                setBodyText={setBodyText}
                fields={fields}
                setFields={setFields}
                setFile={(name, file) => setFiles({ ...files, [name]: file })}
                problems={problems}
              />
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
        </div>

        <div className="api-console__response">
          <h3 className="api-console__heading">Response</h3>
          <div className="api-console__result" ref={statusRef} tabIndex={-1} aria-live="polite">
            {result && 'status' in result && <AnswerView answer={result} />}
            {result && 'kind' in result && <FailureView failure={result} command={curl(request)} />}
            {!result && !sending && (
              <p className="api-console__note">Send the request: the answer shows here.</p>
            )}
          </div>
          <GeneratedCode uid={uid} request={request} />
        </div>
      </div>
    </section>
  );
}
