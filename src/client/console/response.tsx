// The console's response: status, timing and size, the check against the documented schema,
// headers, the body (pretty or plain), or why the browser would not make the call.
import { useState } from 'react';
import { explain } from './explain.ts';
import type { Answer, Failure } from './request.ts';

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

export function AnswerView({ answer }: { answer: Answer }) {
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

export function FailureView({ failure, command }: { failure: Failure; command: string }) {
  if (failure.kind === 'cancelled') return <p className="api-console__note">Cancelled.</p>;
  return (
    <Blocked
      message={`${explain(failure)} The same request from a terminal is not subject to these browser rules:`}
      command={command}
    />
  );
}

/** A call the browser would not make: why, and the cURL command that works from a terminal. */
export function Blocked({ message, command }: { message: string; command: string }) {
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
