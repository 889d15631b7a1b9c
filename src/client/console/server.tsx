// The console's server: where the request goes (the spec's servers and their variables, the
// in-browser mock, or a custom base URL).
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import { described, Field } from './field.tsx';
import { MOCK, type Operation } from './request.ts';

export function ServerFields({
  uid,
  op,
  server,
  setServer,
  variables,
  setVariables,
  custom,
  setCustom,
  customErrors,
}: {
  uid: string;
  op: Operation;
  server: string;
  setServer: (server: string) => void;
  variables: Record<string, string>;
  setVariables: (variables: Record<string, string>) => void;
  custom: string;
  setCustom: (custom: string) => void;
  customErrors: string[];
}) {
  const mock = server === MOCK;
  const chosenServer = op.servers[Number(server)] ?? op.servers[0];
  // The chosen server's whole URL, which a narrow menu cuts after its description.
  const shown = mock || server === 'custom' || !chosenServer?.description ? undefined : chosenServer.url;
  return (
    <fieldset className="api-console__group">
      <legend>Server</legend>
      <Field id={`${uid}-server`} label="Send to" hint={shown}>
        <select
          id={`${uid}-server`}
          value={server}
          onChange={(e) => setServer(e.target.value)}
          {...described(`${uid}-server`, Boolean(shown), [])}
        >
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
        <Field id={`${uid}-custom`} label="Base URL" errors={customErrors}>
          <input
            id={`${uid}-custom`}
            type="url"
            placeholder="https://staging.example.com/v1"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            {...described(`${uid}-custom`, false, customErrors)}
          />
        </Field>
      )}
      {mock && (
        <p className="api-console__note">The mock answers from the spec's examples, without the network.</p>
      )}
    </fieldset>
  );
}
