// Does a request carry the credentials its operation asks for? One requirement object of the
// operation's `security` list must be met in full (`{}` allows anonymous calls). OAuth 2.0 and
// OpenID Connect want a bearer token this mock issued, with the scopes the requirement lists.
import type { MockRequest, OpenApiDoc } from './types.ts';

export interface IssuedToken {
  scopes: Set<string> | 'all';
  expiresAt: number;
}

export type SecurityVerdict =
  { ok: true } | { ok: false; status: 401 | 403; detail: string; scheme?: string };

export function checkSecurity(
  operation: OpenApiDoc,
  document: OpenApiDoc,
  request: MockRequest,
  tokens: ReadonlyMap<string, IssuedToken>,
  now: number,
): SecurityVerdict {
  const requirements: Record<string, string[]>[] = operation.security ?? document.security ?? [];
  if (requirements.length === 0) return { ok: true };
  const schemes: Record<string, OpenApiDoc> = document.components?.securitySchemes ?? {};
  let first: SecurityVerdict | undefined;
  for (const requirement of requirements) {
    const verdicts = Object.entries(requirement).map(([name, scopes]) =>
      checkScheme(
        name,
        Object.hasOwn(schemes, name) ? schemes[name] : undefined,
        scopes ?? [],
        request,
        tokens,
        now,
      ),
    );
    const failed = verdicts.find((v) => !v.ok);
    if (!failed) return { ok: true };
    // Report a missing scope over a missing credential: it is the more useful message.
    if (!first || (failed.ok === false && failed.status === 403)) first = failed;
  }
  return first!;
}

function checkScheme(
  name: string,
  scheme: OpenApiDoc | undefined,
  scopes: string[],
  request: MockRequest,
  tokens: ReadonlyMap<string, IssuedToken>,
  now: number,
): SecurityVerdict {
  const authorization = request.headers.authorization ?? '';
  const missing = (what: string): SecurityVerdict => ({
    ok: false,
    status: 401,
    detail: `${what} (security scheme ${name})`,
    scheme: name,
  });
  if (!scheme) return missing('an unknown security scheme is required');
  if (scheme.type === 'apiKey') {
    const where =
      scheme.in === 'query'
        ? new URLSearchParams(request.query).get(scheme.name)
        : scheme.in === 'cookie'
          ? cookie(request, scheme.name)
          : ownHeader(request, String(scheme.name).toLowerCase());
    return where ? { ok: true } : missing(`the API key ${scheme.in} ${scheme.name} is missing`);
  }
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
    return /^basic\s+\S+/i.test(authorization)
      ? { ok: true }
      : missing('HTTP Basic credentials are missing: send Authorization: Basic <base64 of id:secret>');
  }
  if (scheme.type === 'http') {
    const label = String(scheme.scheme ?? 'bearer');
    // The scheme's name is data (`x.api+token` is a legal one), compared as text, in any case.
    const given = /^(\S+)\s+\S/.exec(authorization)?.[1];
    return given !== undefined && given.toLowerCase() === label.toLowerCase()
      ? { ok: true }
      : missing(`an Authorization: ${label} credential is missing`);
  }
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
    const token = /^bearer\s+(\S+)/i.exec(authorization)?.[1];
    if (!token) return missing('an access token is missing: send Authorization: Bearer <token>');
    const issued = tokens.get(token);
    if (!issued || issued.expiresAt <= now)
      return missing('the access token is unknown or expired: get a new one from the token endpoint');
    const lacking =
      issued.scopes === 'all' ? [] : scopes.filter((s) => !(issued.scopes as Set<string>).has(s));
    if (lacking.length)
      return {
        ok: false,
        status: 403,
        detail: `the access token lacks the scope ${lacking.join(', ')}`,
        scheme: name,
      };
    return { ok: true };
  }
  return { ok: true }; // mutualTLS and the like: nothing a request can show
}

/** A header by name: the name is data (`constructor` is no header of a plain object). */
function ownHeader(request: MockRequest, name: string): string | undefined {
  return Object.hasOwn(request.headers, name) ? request.headers[name] : undefined;
}

function cookie(request: MockRequest, name: string): string | undefined {
  return (request.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** The mock paths of the token URLs of every OAuth 2.0 flow the APIs declare. */
export function tokenUrls(documents: OpenApiDoc[]): string[] {
  const urls: string[] = [];
  for (const document of documents) {
    for (const scheme of Object.values<OpenApiDoc>(document.components?.securitySchemes ?? {})) {
      if (scheme?.type !== 'oauth2') continue;
      for (const flow of Object.values<OpenApiDoc>(scheme.flows ?? {}))
        if (typeof flow?.tokenUrl === 'string') urls.push(flow.tokenUrl);
    }
  }
  return [...new Set(urls)];
}
