// Credentials of the console: what the reader typed for each security scheme, and the OAuth 2.0
// tokens the console fetched. Kept in memory for the session (so a token is reused by every
// operation of the same scheme); written to localStorage only for schemes the reader asked to
// remember on this device. Credentials go to the chosen server and the flow's token URL only.
import type { ConsoleModule } from '../../shared/console-contract.ts';
import { mockPathOfUrl } from '../../shared/mock/mount-points.ts';
import type { OpenApiDoc } from '../../shared/mock/types.ts';
import { mockOf } from './browser-mock.ts';
import { explain } from './explain.ts';
import { fetchExplained, type CredentialValues, type Credentials, type Operation } from './request.ts';
import { SECRET } from './secret.ts';
import { urlWords } from './snippets.ts';
import { shellLines, shellWord } from '../../shared/shell-words.ts';

export interface Scheme {
  /** The scheme's name in the spec. */
  name: string;
  /** Where its values are kept: the same scheme on every page shares them. */
  id: string;
  scheme: OpenApiDoc;
  /** Scopes the operation asks of it. */
  scopes: string[];
}

/** The security alternatives of the operation (one must be met); `[]` means no authentication. */
export function alternativesOf(op: Operation, apiName: string): Scheme[][] {
  const schemes: Record<string, OpenApiDoc> = op.document.components?.securitySchemes ?? {};
  const requirements: Record<string, string[]>[] = op.operation.security ?? op.document.security ?? [];
  return requirements.map((requirement) =>
    Object.entries(requirement ?? {})
      .filter(([name]) => schemes[name])
      .map(([name, scopes]) => ({
        name,
        id: `${apiName}#${name}`,
        scheme: schemes[name],
        scopes: scopes ?? [],
      })),
  );
}

export type Values = Record<string, string>;

const STORAGE = 'docgen-console:';
const values = new Map<string, Values>();
const tokens = new Map<string, { token: string; expiresAt?: number }>();

export function valuesOf(id: string): Values {
  let found = values.get(id);
  if (!found) {
    try {
      found = JSON.parse(localStorage.getItem(STORAGE + id) ?? 'null') ?? undefined;
    } catch {
      found = undefined; // storage off or unreadable
    }
    found ??= {};
    values.set(id, found);
  }
  return found;
}

export function setValues(id: string, next: Values): void {
  values.set(id, next);
  try {
    if (next.remember === 'true') localStorage.setItem(STORAGE + id, JSON.stringify(next));
    else localStorage.removeItem(STORAGE + id);
  } catch {
    // storage off: memory only
  }
}

export function tokenOf(id: string): { token: string; expiresAt?: number } | undefined {
  const token = tokens.get(id);
  if (token?.expiresAt && token.expiresAt <= Date.now()) return undefined;
  return token;
}

/** What the chosen alternative adds to a request. */
export function credentialsOf(alternative: Scheme[]): Credentials {
  const shown: CredentialValues = { headers: {}, query: {}, cookies: {} };
  const result: Credentials = { headers: {}, query: {}, cookies: {}, shown };
  // Each value is set twice: as sent, and as shown with the secret part as `<secret>` (the
  // scheme's word, `Bearer` or `Basic`, stays readable).
  const set = (where: keyof CredentialValues, name: string, prefix: string, secret: string) => {
    result[where][name] = prefix + secret;
    shown[where][name] = prefix + SECRET;
  };
  for (const { id, scheme } of alternative) {
    const v = valuesOf(id);
    if (scheme.type === 'apiKey' && v.key) {
      set(
        scheme.in === 'query' ? 'query' : scheme.in === 'cookie' ? 'cookies' : 'headers',
        scheme.name,
        '',
        v.key,
      );
    } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
      if (v.username || v.password)
        set('headers', 'Authorization', 'Basic ', base64(`${v.username ?? ''}:${v.password ?? ''}`));
    } else if (scheme.type === 'http') {
      const label = String(scheme.scheme ?? 'bearer');
      if (v.token) set('headers', 'Authorization', `${label[0].toUpperCase()}${label.slice(1)} `, v.token);
    } else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      const token = tokenOf(id)?.token || v.token;
      if (token) set('headers', 'Authorization', 'Bearer ', token);
    }
  }
  return result;
}

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** A token request the browser could not make: why, and the same request for a terminal. */
export class TokenError extends Error {
  constructor(
    message: string,
    readonly command: string,
  ) {
    super(message);
  }
}

/** The token request for a terminal, the client secret as `<secret>`; every value a single shell word. */
export function tokenCurl(
  url: string,
  headers: Record<string, string>,
  body: string,
  basic?: { id: string },
): string {
  return shellLines([
    ['curl', '-X', 'POST', ...urlWords(url)],
    ...(basic ? [['-u', shellWord(`${basic.id}:${SECRET}`)]] : []),
    ['-H', shellWord(`Content-Type: ${headers['content-type']}`)],
    ['--data-raw', shellWord(body)],
  ]);
}

/** Asks the flow's token URL (or the in-browser mock standing for it) for an access token. */
export async function fetchToken(
  module: ConsoleModule,
  scheme: Scheme,
  tokenUrl: string,
  form: Record<string, string>,
  useMock: boolean,
  basic?: { id: string; secret: string },
): Promise<{ token: string; expiresAt?: number }> {
  const body = new URLSearchParams(Object.entries(form).filter(([, v]) => v !== '')).toString();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (basic) headers.authorization = `Basic ${base64(`${basic.id}:${basic.secret}`)}`;
  let status: number;
  let text: string;
  if (useMock) {
    const path = mockPathOfUrl(tokenUrl);
    if (!path) throw new Error(`The token URL ${tokenUrl} is not absolute; the mock cannot stand for it.`);
    const answer = mockOf(module).handle({ method: 'POST', path, query: '', headers, body });
    status = answer.status;
    text = typeof answer.body === 'string' ? answer.body : '';
  } else {
    const response = await fetchExplained(tokenUrl, module.data.corsProxy, { method: 'POST', headers, body });
    if ('kind' in response)
      throw new TokenError(explain(response), tokenCurl(tokenUrl, headers, body, basic));
    status = response.status;
    text = await response.text();
  }
  let json: OpenApiDoc = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: reported below
  }
  if (status >= 300 || typeof json.access_token !== 'string') {
    const reason = json.error_description ?? json.detail ?? json.error ?? json.title ?? text.slice(0, 200);
    throw new Error(`The token endpoint answered ${status}${reason ? `: ${reason}` : ''}.`);
  }
  const token = {
    token: json.access_token as string,
    expiresAt: typeof json.expires_in === 'number' ? Date.now() + json.expires_in * 1000 : undefined,
  };
  tokens.set(scheme.id, token);
  return token;
}

/** OAuth 2.0 authorization code with PKCE: a popup signs the reader in, the code buys a token. */
export async function authorizeWithPkce(
  module: ConsoleModule,
  scheme: Scheme,
  flow: OpenApiDoc,
  clientId: string,
  scopes: string[],
): Promise<{ token: string; expiresAt?: number }> {
  const verifier = randomText(48);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const state = randomText(16);
  const redirect = `${location.origin}${location.pathname}`;
  const url = new URL(flow.authorizationUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirect,
    scope: scopes.join(' '),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const popup = window.open(url.href, 'docgen-oauth', 'width=520,height=680');
  if (!popup)
    throw new Error('The browser blocked the sign-in window: allow pop-ups for this site and try again.');
  const code = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        return reject(new Error('The sign-in window was closed before it finished.'));
      }
      let back: URL | undefined;
      try {
        back = popup.location.origin === location.origin ? new URL(popup.location.href) : undefined;
      } catch {
        return; // still on the authorization server's origin
      }
      if (!back?.searchParams.has('code') && !back?.searchParams.has('error')) return;
      clearInterval(timer);
      popup.close();
      if (back.searchParams.get('state') !== state)
        return reject(new Error('The sign-in answer did not match.'));
      const error = back.searchParams.get('error');
      if (error)
        return reject(new Error(`Sign-in failed: ${back.searchParams.get('error_description') ?? error}.`));
      resolve(back.searchParams.get('code')!);
    }, 300);
  });
  return fetchToken(
    module,
    scheme,
    flow.tokenUrl,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      client_id: clientId,
      code_verifier: verifier,
    },
    false,
  );
}

function randomText(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}
