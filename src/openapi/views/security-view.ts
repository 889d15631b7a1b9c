// Security schemes and requirements as readers (and code samples) need them: every OAuth 2.0
// flow with its URLs and scopes, the OpenID Connect discovery URL, where an API key goes, and
// the requirement list's alternatives kept apart ("one of").
import type { DescriptionRenderer } from './describe.ts';
import { kebabCase } from '../load/kebab-case.ts';
import type { CredentialView, SecurityRequirementView, SecuritySchemeView } from './types.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FLOW_NAMES: Record<string, string> = {
  authorizationCode: 'authorization code',
  clientCredentials: 'client credentials',
  password: 'password',
  implicit: 'implicit',
  deviceAuthorization: 'device authorization',
};

export function schemeKind(scheme: Obj | undefined): string {
  if (!scheme) return 'unknown';
  if (scheme.type === 'oauth2') {
    const flows = Object.keys(scheme.flows ?? {}).filter((f) => FLOW_NAMES[f]);
    if (flows.length === 1 && flows[0] === 'clientCredentials')
      return 'OAuth 2.0, client credentials (Bearer token)';
    return flows.length ? `OAuth 2.0 (${flows.map((f) => FLOW_NAMES[f]).join(', ')})` : 'OAuth 2.0';
  }
  if (scheme.type === 'http') {
    const name = String(scheme.scheme ?? '').toLowerCase();
    return name === 'basic'
      ? 'HTTP Basic'
      : name === 'bearer'
        ? `HTTP Bearer${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`
        : `HTTP ${scheme.scheme}`;
  }
  if (scheme.type === 'apiKey') return `API key in the ${scheme.in} ${scheme.name}`;
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  if (scheme.type === 'mutualTLS') return 'Mutual TLS';
  return String(scheme.type);
}

export async function toSchemeView(
  name: string,
  scheme: Obj,
  describe: DescriptionRenderer,
  at: string,
): Promise<SecuritySchemeView> {
  const flows = Object.entries<Obj>(scheme.flows ?? {})
    .filter(([flow, value]) => FLOW_NAMES[flow] && value && typeof value === 'object')
    .map(([flow, value]) => ({
      flow: FLOW_NAMES[flow],
      authorizationUrl: value.authorizationUrl,
      tokenUrl: value.tokenUrl,
      refreshUrl: value.refreshUrl,
      scopes: Object.entries<string>(value.scopes ?? {}).map(([scope, description]) => ({
        name: scope,
        description: String(description ?? ''),
      })),
    }));
  // The first flow in the order readers most often use, for the one-flow layout.
  const first = ['client credentials', 'authorization code', 'password', 'implicit', 'device authorization']
    .map((f) => flows.find((x) => x.flow === f))
    .find(Boolean);
  return {
    name,
    kind: schemeKind(scheme),
    // Under the overview's "Authentication" (h2) and the scheme's own heading (h3).
    descriptionHtml: scheme.description ? (await describe(scheme.description, false, at, 4)).html : undefined,
    tokenUrl: first?.tokenUrl,
    scopes: first?.scopes ?? [],
    flows,
    openIdConnectUrl: scheme.type === 'openIdConnect' ? scheme.openIdConnectUrl : undefined,
    bearerFormat: scheme.bearerFormat,
  };
}

/** The requirement list (alternatives of schemes that go together) as flat rows, alternatives numbered. */
export function toRequirements(requirements: Obj[], schemes: Obj): SecurityRequirementView[] {
  return requirements
    .filter((req) => req && Object.keys(req).length > 0)
    .flatMap((req, alternative) =>
      Object.entries<string[]>(req).map(([scheme, scopes]) => ({
        scheme,
        kind: schemeKind(schemes[scheme]),
        scopes: Array.isArray(scopes) ? scopes : [],
        alternative,
        credential: credentialOf(scheme, schemes[scheme]),
      })),
    );
}

/** Where a scheme's credential goes, and the variable named after the scheme that holds it. */
function credentialOf(name: string, scheme: Obj | undefined): CredentialView | undefined {
  if (!scheme) return undefined;
  const base = kebabCase(name).replace(/-/g, '_').toUpperCase() || 'API';
  const variable = (suffix: string) =>
    base.endsWith(suffix) || (suffix === '_TOKEN' && base.endsWith('_KEY')) ? base : `${base}${suffix}`;
  if (scheme.type === 'apiKey' && ['header', 'query', 'cookie'].includes(scheme.in) && scheme.name) {
    return { in: scheme.in, name: String(scheme.name), style: 'key', variable: variable('_KEY') };
  }
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic')
    return { in: 'header', name: 'Authorization', style: 'basic', variable: variable('_CREDENTIALS') };
  if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return { in: 'header', name: 'Authorization', style: 'bearer', variable: variable('_TOKEN') };
  return undefined;
}
