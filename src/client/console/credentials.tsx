// The console's authentication: which of the operation's security alternatives to use, and the
// fields of each scheme (API key, basic, bearer token, OAuth 2 client credentials or PKCE sign-in,
// scopes, "Remember on this device").
import { useEffect, useState } from 'react';
import type { ConsoleModule } from '../../shared/console-contract.ts';
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import {
  authorizeWithPkce,
  fetchToken,
  setValues,
  TokenError,
  tokenOf,
  valuesOf,
  type Scheme,
} from './auth.ts';
import { Field } from './field.tsx';
import { Blocked } from './response.tsx';

/** The "Authentication" fieldset: the alternative in use and its schemes' fields. */
export function CredentialsFields({
  uid,
  module,
  choices,
  optional,
  alternative,
  setAlternative,
  mock,
  onChange,
}: {
  uid: string;
  module: ConsoleModule;
  choices: Scheme[][];
  optional: boolean;
  alternative: number;
  setAlternative: (alternative: number) => void;
  mock: boolean;
  onChange: () => void;
}) {
  const auth = choices[alternative] ?? [];
  return (
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
          onChange={onChange}
        />
      ))}
    </fieldset>
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
