// Where each API answers on the mock: under its server URL with the scheme dropped, so
// `https://api.evolve.example/image-search/v1/search` is `<mock>/api.evolve.example/image-search/v1/search`
// and any URL from the docs maps to the mock by replacing `https://` with the mock's address. A
// spec without absolute servers answers under its own name (`<mock>/<name>`).

/** `https://api.example.com/v1/` → `/api.example.com/v1`; variables take their defaults. */
export function mountOf(
  serverUrl: string,
  variables: Record<string, { default?: string }> = {},
  fallback = '',
): string {
  const url = serverUrl.replace(/\{([^}]+)\}/g, (_, name: string) => variables[name]?.default ?? name);
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)([^?#]*)/i.exec(url);
  const mount = absolute
    ? `/${absolute[1]}${absolute[2]}`
    : `/${fallback}${url.startsWith('/') ? url : `/${url}`}`;
  return mount.replace(/\/+$/, '');
}

/** Every mount of an API: one per server (the first is the one the docs show). */
export function mountsOf(
  document: { servers?: { url: string; variables?: Record<string, { default?: string }> }[] },
  name: string,
): string[] {
  const servers = document.servers?.length ? document.servers : [{ url: '/' }];
  return [...new Set(servers.map((s) => mountOf(s.url, s.variables, name)))];
}

/** The token URL of an OAuth 2.0 flow, as the mock serves it. */
export function mockPathOfUrl(url: string): string | undefined {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)([^?#]*)/i.exec(url);
  return absolute ? `/${absolute[1]}${absolute[2]}`.replace(/\/+$/, '') : undefined;
}
