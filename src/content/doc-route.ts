// Pure: where a Markdown file lives on the site.
import path from 'node:path';

/**
 * `guide/intro.md` → `/guide/intro`; `guide/index.md` → `/guide`; `index.md` → `/`.
 * `id` replaces the file name; an absolute `slug` is the route, a relative one replaces the name.
 */
export function docRoute(relPath: string, id?: string, slug?: string): string {
  const dir = path.posix.dirname(relPath) === '.' ? '' : path.posix.dirname(relPath);
  const name = id ?? path.posix.basename(relPath, '.md');
  if (slug !== undefined) return normalizeRoute(slug.startsWith('/') ? slug : `/${dir}/${slug}`);
  if (!id && (name === 'index' || name.toLowerCase() === 'readme')) return normalizeRoute(`/${dir}`);
  return normalizeRoute(`/${dir}/${name}`);
}

/** Collapses slashes, drops a trailing slash and `.html`/`/index.html` endings. */
export function normalizeRoute(route: string): string {
  let r = `/${route}`.replace(/\/{2,}/g, '/');
  r = r.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r || '/';
}

export function titleFromFileName(name: string): string {
  const words = name.replace(/^\d+[-_]/, '').split(/[-_\s]+/).filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') || name;
}
