// A static file handler with docgen's URL rules, in one place (like sirv): exact routes,
// `.html` / `/index.html` / trailing-slash forms redirected (301) to the clean route, the 404 page
// with status 404, ETag/304, long-lived caching for content-hashed assets, the build's `.br` /
// `.gz` siblings when the client accepts them, security headers, and no way out of the output
// folder whatever the encoding: no dotfiles, no symbolic links, no control characters or
// backslashes (400), and a `Location` that is always a path on this origin (each segment
// percent-encoded). deploy/nginx.conf reproduces these rules; one HTTP suite tests both.
import { open, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { mustRevalidate, NOT_FOUND_PATH } from '../shared/output-layout.ts';
import { SECURITY_HEADERS } from '../shared/serving-rules.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Names like `site.AbC123xYz0.css`: content-hashed, so they can be cached forever. */
const HASHED = /\.[A-Za-z0-9]{8,}\.(css|js|json|woff2|svg|png|jpg|webp|avif)$/;

// Sent with every response (deploy/nginx.conf and the hosts' `_headers` send the same).
export { SECURITY_HEADERS };

/** Precompressed siblings written by the build, best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

export interface HandlerOptions {
  dir: string;
  baseUrl?: string;
  /** Extra headers for every response (e.g. live reload in dev). */
  headers?: Record<string, string>;
  /**
   * A folder whose files are served, with the same rules, when `dir` has none at that path: in dev,
   * the static folder, so a new static file is served as soon as it exists, before it is copied.
   */
  fallbackDir?: () => string | undefined;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createStaticHandler({
  dir,
  baseUrl = '/',
  headers = {},
  fallbackDir,
}: HandlerOptions): Handler {
  const root = path.resolve(dir);
  const base = baseUrl.replace(/\/$/, '');

  return async (req, res) => {
    for (const [k, v] of Object.entries({ ...SECURITY_HEADERS, ...headers })) res.setHeader(k, v);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed\n');
      return;
    }
    const raw = req.url ?? '/';
    const [rawPath, query] = splitQuery(raw);
    const segments = decodeSegments(rawPath);
    if (!segments) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request\n');
      return;
    }
    let pathname = `/${segments.join('/')}`;
    if (base) {
      if (pathname !== base && !pathname.startsWith(`${base}/`)) return notFound(req, res, root);
      pathname = pathname.slice(base.length) || '/';
    }

    const clean = canonical(pathname);
    if (clean !== pathname) {
      res
        .writeHead(301, { Location: `${base}${encodePath(clean)}${query}`, 'Cache-Control': 'no-cache' })
        .end();
      return;
    }
    // Dotfiles (`.env`, `.git/…`) are never part of a site.
    if (segments.some((s) => s.startsWith('.'))) return notFound(req, res, root);

    const candidates =
      pathname === '/'
        ? ['index.html']
        : [
            pathname.slice(1),
            // A page of a `trailingSlash: false` build; `/404` is no page, its file only the 404 answer.
            ...(pathname === `/${NOT_FOUND_PATH.replace(/\.html$/, '')}`
              ? []
              : [`${pathname.slice(1)}.html`]),
            `${pathname.slice(1)}/index.html`,
          ];
    for (const rel of candidates) {
      const file = await regularFile(root, rel);
      if (file && (await sendFile(req, res, file.path, 200, mustRevalidate(rel)))) return;
    }
    const fallback = fallbackDir?.();
    const file =
      fallback && pathname !== '/' ? await regularFile(path.resolve(fallback), pathname.slice(1)) : undefined;
    if (file && (await sendFile(req, res, file.path, 200))) return;
    return notFound(req, res, root);
  };
}

/** `/x.html`, `/x/index.html` and `/x/` all mean `/x`. */
export function canonical(pathname: string): string {
  let p = pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html') && p !== '/404.html') p = p.slice(0, -'.html'.length);
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '');
  return p || '/';
}

/**
 * `root/rel` if it is a regular file reached without any symbolic link below the root (its real
 * path is exactly where the URL says): a link to `/etc` or to another file is not served. The
 * root itself may be a link (an output folder that is a symlink).
 */
async function regularFile(
  root: string,
  rel: string,
): Promise<{ path: string; info: { size: number; mtimeMs: number } } | undefined> {
  const file = path.join(root, ...rel.split('/'));
  if (!file.startsWith(root + path.sep)) return undefined; // belt and braces: never leave root
  const [real, realRoot] = await Promise.all([
    realpath(file).catch(() => ''),
    realpath(root).catch(() => ''),
  ]);
  if (!realRoot || real !== path.join(realRoot, ...rel.split('/'))) return undefined;
  const info = await stat(real).catch(() => undefined);
  return info?.isFile() ? { path: file, info } : undefined;
}

/** A decoded path back to a URL path: every segment percent-encoded, so a redirect cannot leave the origin. */
export function encodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/%40/g, '@').replace(/%3A/g, ':'))
    .join('/');
}

/**
 * Splits and percent-decodes the path; undefined for anything that could step outside the root or
 * change meaning in a `Location` header: `..`, `.`, slashes and backslashes inside a segment, and
 * control characters (a tab or newline that a browser would drop, turning `/\t/evil.example`
 * into `//evil.example`).
 */
function decodeSegments(rawPath: string): string[] | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  const out: string[] = [];
  for (const part of rawPath.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    // eslint-disable-next-line no-control-regex -- control characters are what a path segment may not hold
    if (segment === '..' || segment === '.' || /[\\/\x00-\x1f\x7f]/.test(segment)) return undefined;
    out.push(segment);
  }
  // Keep a trailing empty segment (trailing slash) so it can be redirected; drop inner empties.
  return out.filter((s, i) => s !== '' || i === out.length - 1);
}

function splitQuery(url: string): [string, string] {
  const i = url.search(/[?#]/);
  return i === -1 ? [url, ''] : [url.slice(0, i), url[i] === '?' ? url.slice(i).split('#')[0] : ''];
}

/** The `.br` or `.gz` sibling to send instead of `file`, if the client accepts it and the build wrote one. */
async function precompressed(
  req: IncomingMessage,
  file: string,
): Promise<{ encoding: string; file: string; info: { size: number; mtimeMs: number } } | undefined> {
  const accepted = acceptedEncodings(String(req.headers['accept-encoding'] ?? ''));
  for (const { name, ext } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    const sibling = await regularFile(path.dirname(file), path.basename(file) + ext);
    if (sibling) return { encoding: name, file: sibling.path, info: sibling.info };
  }
  return undefined;
}

/**
 * The codings an `Accept-Encoding` header allows (RFC 9110 §12.5.3): names and parameters in any
 * case, `q=0` (or `0.000`) refuses a coding wherever it stands among the parameters.
 */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.map((p) => /^q\s*=\s*([0-9.]+)$/.exec(p)).find(Boolean);
    if (name && !(q && Number(q[1]) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Answers with `file`; false, with nothing sent, when it is gone by the time it is opened (a
 * rebuild swapped the output folder, or removed the file, after it was found).
 */
async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  revalidate = false,
): Promise<boolean> {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  // HTML and route data change with every build: revalidate. Hashed names never change: forever.
  // Route data (and its code-tab panels) and the dev server's unhashed search manifest change in
  // place: always revalidate.
  const cache =
    status !== 200 || type.startsWith('text/html') || revalidate
      ? 'no-cache'
      : HASHED.test(file)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600';
  const variant = await precompressed(req, file);
  // Every file may have siblings, so caches must key on Accept-Encoding even for identity answers.
  res.setHeader('Vary', 'Accept-Encoding');
  if (variant) {
    res.setHeader('Content-Encoding', variant.encoding);
    file = variant.file;
  }
  // One open file for the headers and the body: a rebuild may rename a new file over this one
  // meanwhile (docgen dev), and the length must be that of the bytes sent.
  const handle = await open(file, 'r').catch(() => undefined);
  const opened = handle ? await handle.stat().catch(() => undefined) : undefined;
  if (!handle || !opened) {
    // Gone since it was found: the caller answers as if it had never been there (was: the
    // connection closed without an answer, "fetch failed" in a browser or a test under load).
    await handle?.close();
    res.removeHeader('Content-Encoding');
    res.removeHeader('Vary');
    return false;
  }
  const info = opened;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${variant ? `-${variant.encoding}` : ''}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cache);
  if (status === 200) {
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
      await handle.close();
      res.writeHead(304).end();
      return true;
    }
  }
  res.setHeader('Content-Length', info.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    await handle.close();
    res.end();
    return true;
  }
  await new Promise<void>((resolve) => {
    const stream = handle.createReadStream();
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
  return true;
}

async function notFound(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
  const page = await regularFile(root, '404.html');
  if (page && (await sendFile(req, res, page.path, 404))) return;
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
}
