// Pure: where a Markdown file lives on the site, by Docusaurus' rules.
import path from 'node:path';

/** A file or folder name's number prefix (`01-intro`, `2. Setup`), as Docusaurus strips it. */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
/**
 * Names that only look prefixed, by Docusaurus' own rule: a number, a separator and a number, as
 * dates (`2021-05-10-post`) and versions (`1.2.3-notes`, and Ionic's `updating/4-0.md`, `5-0.md`:
 * the pages `/updating/4-0` and `/updating/5-0`, not two claims on `/updating/0`) begin.
 */
const NOT_A_PREFIX = /^\d+[-_.]\d+/;

export function stripNumberPrefix(name: string): { name: string; prefix?: number } {
  if (NOT_A_PREFIX.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: name.slice(match[0].length), prefix: Number(match[1]) } : { name };
}

/** `02-guides/01-setup` → `guides/setup`. */
export function stripPathNumberPrefixes(dir: string): string {
  return dir
    .split('/')
    .map((segment) => stripNumberPrefix(segment).name)
    .join('/');
}

/** The file name without `.md`/`.mdx`. */
export function docBaseName(relPath: string): string {
  return path.posix.basename(relPath).replace(/\.mdx?$/, '');
}

/** `index.md`, `README.md` or a file named like its folder (`guides/guides.md`) is the folder's own page. */
export function isFolderIndex(relPath: string): boolean {
  const dir = path.posix.dirname(relPath);
  const name = stripNumberPrefix(docBaseName(relPath)).name.toLowerCase();
  const folder = dir === '.' ? '' : stripNumberPrefix(path.posix.basename(dir)).name.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== '' && name === folder);
}

/**
 * `guide/intro.md` → `/guide/intro`; `guide/index.md` (or README.md) → `/guide`; `index.md` → `/`.
 * Number prefixes are dropped (`01-guide/02-intro.md` → `/guide/intro`). `id` replaces the file
 * name (a folder's index page stays the folder's page); an absolute `slug` is the route below
 * `routeBasePath`, a relative one replaces the file name.
 */
export function docRoute(relPath: string, id?: string, slug?: string, routeBasePath = '/'): string {
  const rawDir = path.posix.dirname(relPath) === '.' ? '' : path.posix.dirname(relPath);
  const dir = stripPathNumberPrefixes(rawDir);
  const base = routeBasePath === '/' ? '' : routeBasePath;
  if (slug !== undefined)
    return normalizeRoute(slug.startsWith('/') ? `${base}/${slug}` : `${base}/${resolveRelative(dir, slug)}`);
  if (isFolderIndex(relPath)) return normalizeRoute(`${base}/${dir}`);
  return normalizeRoute(`${base}/${dir}/${id ?? stripNumberPrefix(docBaseName(relPath)).name}`);
}

/**
 * Docusaurus writes a folder's own page (`voice/intents/index.md`) and a page whose `slug` ends in
 * `/` at a URL ending in `/` (`/docs/voice/intents/`; the docs folder's own `index.md` at
 * `/docs/`), so a relative route link on it
 * (`../intent_builtin`) climbs from that folder, not from its parent: links written for that URL
 * resolve against it.
 */
export function hasFolderUrl(relPath: string, slug?: string): boolean {
  return slug !== undefined ? slug.endsWith('/') : isFolderIndex(relPath);
}

/**
 * A relative `slug` against the page's folder, as Docusaurus resolves it (`slug: ../` in
 * `intro/start.md` is the docs root): `.` and `..` segments are applied and never climb above
 * the docs root.
 */
function resolveRelative(dir: string, slug: string): string {
  const segments = dir.split('/').filter(Boolean);
  for (const segment of slug.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** The Docusaurus document id: the folder path and the front matter `id` or the file name (number prefix dropped). */
export function docId(relPath: string, id?: string): string {
  const dir = path.posix.dirname(relPath);
  const name = id ?? stripNumberPrefix(docBaseName(relPath)).name;
  return dir === '.' ? name : `${dir}/${name}`;
}

/** Collapses slashes, drops a trailing slash and `.html`/`/index.html` endings. */
export function normalizeRoute(route: string): string {
  let r = `/${route}`.replace(/\/{2,}/g, '/');
  r = r.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r || '/';
}

export function titleFromFileName(name: string): string {
  const words = stripNumberPrefix(name)
    .name.split(/[-_\s]+/)
    .filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') || name;
}
