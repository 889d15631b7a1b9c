// Links may be written as routes (`/platform-api#scopes`) or as relative Markdown paths
// (`./index-data.md#poll-the-job`); both become routes under the base URL. Each internal link is
// recorded with its line for the broken-link check. Unsafe URL schemes are removed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Image, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { DocgenError } from '../../../errors.ts';
import { docRoute, normalizeRoute } from '../../doc-route.ts';
import { readFrontMatter } from '../../front-matter.ts';
import { lineOf, type DocFileData } from '../file-data.ts';
import { partialRelPath } from '../partial-location.ts';
import { safeDecodeUri } from '../../../shared/decode.ts';
import { HAS_SCHEME, isWritableLink, PATHNAME_SCHEME, pathnameTarget } from '../../../shared/link-schemes.ts';
import { withBase } from '../../../shared/output-layout.ts';
import type { VersionFolder } from '../../../types.ts';

export interface ResolveLinksOptions {
  /** Content-relative Markdown path → route. */
  routeByFile: ReadonlyMap<string, string>;
  baseUrl: string;
  contentDir: string;
  staticDir: string;
  /** In a docs version other than the latest: links to routes outside its pages lead into the site. */
  outside?: { baseUrl: string; prefix: string; folders?: readonly VersionFolder[] };
}

export default function remarkResolveLinks(options: ResolveLinksOptions) {
  return (tree: Root, file: VFile) => {
    const data = file.data.doc!;
    visit(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'definition') {
        const url = node.url.trim();
        // Docusaurus's escape from its router: `pathname:///playground/` is the path as written
        // (under the base URL), a file or another app of the host, so no route is checked for it.
        if (PATHNAME_SCHEME.test(url)) {
          node.url = withBase(options.baseUrl, pathnameTarget(url));
          return;
        }
        if (HAS_SCHEME.test(url) || url.startsWith('//')) {
          if (isWritableLink(url)) return;
          // javascript:, data:, vbscript: … keep the words, drop the link, say so.
          data.warnings.push(
            new DocgenError(
              `The link to "${url.slice(0, 80)}" is dropped (its words stay): only http:, https:, mailto: and tel: links are written.`,
              {
                file: data.sourceFile,
                line: lineOf(data, node),
                hint: 'Link to a page, a file of the static folder or an http(s) address.',
              },
            ),
          );
          if (node.type === 'link' && parent && index !== undefined) {
            parent.children.splice(index, 1, ...(node as Link).children);
            return [SKIP, index];
          }
          node.url = '#';
          return;
        }
        const written = withoutBase(url, options.outside?.baseUrl ?? options.baseUrl);
        const query = queryOf(written);
        const relPath = partialRelPath(node, options.contentDir) ?? data.relPath;
        let target = resolveTarget(written, relPath, data.route, options.routeByFile, data.folderUrl);
        // A Markdown path no page of this folder has: a file named from the site root
        // (`/docs/setup.mdx`), or one of another docs version, as Docusaurus resolves them.
        const inSite = MARKDOWN_PATH.test(target.split('#')[0]!)
          ? siteMarkdownTarget(written, relPath, options)
          : undefined;
        if (inSite?.outside && options.outside) {
          data.links.push({ target: inSite.target, raw: url, line: lineOf(data, node), outside: true });
          node.url = withQuery(withBase(options.outside.baseUrl, inSite.target), query);
          return;
        }
        if (inSite) target = inSite.target;
        if (options.outside && target.startsWith('/')) {
          const placed = inVersion(target, options.outside.prefix, ownRoutes(options));
          if (placed === undefined) {
            data.links.push({ target, raw: url, line: lineOf(data, node), outside: true });
            node.url = withQuery(withBase(options.outside.baseUrl, target), query);
            return;
          }
          target = placed;
        }
        data.links.push({ target, raw: url, line: lineOf(data, node) });
        // A route gets the base URL; a target that resolved to no route stays as written, for
        // the link check to report.
        node.url = target.startsWith('/') ? withQuery(withBase(options.baseUrl, target), query) : target;
      } else if (node.type === 'image') {
        resolveImage(node, file, options);
      }
    });
  };
}

/**
 * The query a link writes (`?platforms=ios`: Docusaurus' `<Tabs queryString>` opens that tab, and
 * so do docgen's), which is no part of the route the link check looks up: it goes back on the
 * written URL, before the hash.
 */
function queryOf(url: string): string {
  const beforeHash = url.split('#')[0]!;
  const at = beforeHash.indexOf('?');
  return at === -1 ? '' : beforeHash.slice(at);
}

function withQuery(url: string, query: string): string {
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  return hashAt === -1 ? `${url}${query}` : `${url.slice(0, hashAt)}${query}${url.slice(hashAt)}`;
}

/**
 * A path written with the site's base URL in front (`/my-site/docs/intro` on a site at
 * `/my-site/`) names the route below it, as Docusaurus reads such links (it adds the base only
 * to paths that lack it).
 */
export function withoutBase(url: string, baseUrl: string): string {
  if (baseUrl === '/' || !url.startsWith('/')) return url;
  const bare = baseUrl.slice(0, -1);
  if (url === bare || url.startsWith(`${bare}#`) || url.startsWith(`${bare}?`))
    return `/${url.slice(bare.length)}`;
  return url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url;
}

const routeSets = new WeakMap<ReadonlyMap<string, string>, ReadonlySet<string>>();
function ownRoutes(options: ResolveLinksOptions): ReadonlySet<string> {
  let routes = routeSets.get(options.routeByFile);
  if (!routes) routeSets.set(options.routeByFile, (routes = new Set(options.routeByFile.values())));
  return routes;
}

/**
 * A route written in a docs version other than the latest, as a route of that version's build: its
 * own page as written (`/intro`), or a site route below the version's path (`/docs/next/intro` →
 * `/intro`); undefined for a route outside the version (`/docs/options`: the latest's page).
 */
export function inVersion(target: string, prefix: string, own: ReadonlySet<string>): string | undefined {
  const hashAt = target.indexOf('#');
  const route = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  if (own.has(route)) return target;
  if (route === prefix || route.startsWith(`${prefix}/`)) return (route.slice(prefix.length) || '/') + hash;
  return undefined;
}

/** The route (with #hash) a link points at; unresolvable `.md` links keep their text for the report. */
export function resolveTarget(
  url: string,
  relPath: string,
  route: string,
  routeByFile: ReadonlyMap<string, string>,
  /** The page's URL ends in `/` (`/docs/guides/` for `guides/index.md`, as Docusaurus writes it). */
  folderUrl = false,
): string {
  const [rawPath, ...hashParts] = url.split('#');
  const hash = hashParts.length ? `#${hashParts.join('#')}` : '';
  const [pathPart] = rawPath.split('?');
  if (pathPart === '') return `${route}${hash}`;
  if (/\.mdx?$/.test(pathPart)) {
    const fileRel = pathPart.startsWith('/')
      ? pathPart.slice(1)
      : path.posix.join(path.posix.dirname(relPath), safeDecodeUri(pathPart));
    // As Docusaurus: relative to the file, else relative to the content folder (`api/Store.md` from any page).
    const found =
      routeByFile.get(path.posix.normalize(fileRel)) ??
      (pathPart.startsWith('/') ? undefined : routeByFile.get(path.posix.normalize(safeDecodeUri(pathPart))));
    return found ? `${found}${hash}` : `${pathPart}${hash}`;
  }
  if (pathPart.startsWith('/')) return `${normalizeRoute(safeDecodeUri(pathPart))}${hash}`;
  // Relative route: resolve as a browser would against the page's URL as Docusaurus wrote it:
  // a folder's page ends in `/` (`../setup` from `/docs/guides/` is `/docs/setup`), others do not.
  const base = route === '/' || folderUrl ? route : path.posix.dirname(route);
  return `${normalizeRoute(path.posix.join(base, safeDecodeUri(pathPart)))}${hash}`;
}

const MARKDOWN_PATH = /\.mdx?$/;

/**
 * A Markdown link as a file of the site: a path from the root names a file below the site folder
 * when no page of the content folder has it (`/docs/client/setup.mdx` from any page, with the
 * docs in `docs/`), and a file of another docs version's folder is that version's page, at the
 * route its front matter (`slug`, `id`) and path give it, checked once every version is built.
 */
function siteMarkdownTarget(
  written: string,
  relPath: string,
  options: ResolveLinksOptions,
): { target: string; outside?: true } | undefined {
  const [rawPath, ...hashParts] = written.split('#');
  const hash = hashParts.length ? `#${hashParts.join('#')}` : '';
  const [pathPart = ''] = rawPath!.split('?');
  const decoded = safeDecodeUri(pathPart);
  const siteRel = path.posix.normalize(
    decoded.startsWith('/')
      ? decoded.slice(1)
      : path.posix.join(options.contentDir, path.posix.dirname(relPath), decoded),
  );
  const below = (folder: string) => {
    const rel = path.posix.relative(path.posix.normalize(folder), siteRel);
    return rel === '' || rel.startsWith('../') || rel === '..' || path.posix.isAbsolute(rel)
      ? undefined
      : rel;
  };
  const own = below(options.contentDir);
  if (own !== undefined) {
    const route = options.routeByFile.get(own);
    return route === undefined ? undefined : { target: `${route}${hash}` };
  }
  for (const folder of options.outside?.folders ?? []) {
    const rel = below(folder.contentDir);
    if (rel === undefined) continue;
    let source: string;
    try {
      source = readFileSync(path.join(folder.dir, ...rel.split('/')), 'utf8');
    } catch {
      return undefined; // not there: the link check names the path
    }
    let id: unknown;
    let slug: unknown;
    try {
      ({ id, slug } = readFrontMatter(source).data as { id?: unknown; slug?: unknown });
    } catch {
      // Its own build reports its front matter.
    }
    const route = docRoute(
      rel,
      typeof id === 'string' ? id : undefined,
      typeof slug === 'string' ? slug : undefined,
    );
    const target = folder.docsRoute === '/' ? route : normalizeRoute(`${folder.docsRoute}${route}`);
    return { target: `${target}${hash}`, outside: true };
  }
  return undefined;
}

/** `file` (a normalised posix path) is not inside `folder`. */
function escapes(file: string, folder: string): boolean {
  const rel = path.posix.relative(path.posix.normalize(folder), file);
  return rel === '..' || rel.startsWith('../') || path.posix.isAbsolute(rel);
}

function resolveImage(node: Image, file: VFile, options: ResolveLinksOptions): void {
  const data = file.data.doc!;
  // Made by remark-mdx-components.ts from a file it already resolved (`require('./a.png').default`).
  if ((node.data as { assetUrl?: boolean } | undefined)?.assetUrl) return;
  const url = node.url.trim();
  if (HAS_SCHEME.test(url) || url.startsWith('//')) {
    if (!/^https?:/i.test(url) && !url.startsWith('//')) node.url = '';
    return;
  }
  node.url = siteFileUrl(
    url,
    path.posix.dirname(partialRelPath(node, options.contentDir) ?? data.relPath),
    lineOf(data, node),
    data,
    options,
  );
}

/**
 * A file of the site a page names (`./x.png` next to the page, `/img/x.png` in the static folder),
 * recorded as an asset of the page (copied, and checked to exist) → its URL under the base URL. A
 * path that leaves its folder is an error.
 */
export function siteFileUrl(
  url: string,
  /** The folder of the Markdown file that names it, relative to the content folder. */
  dir: string,
  line: number,
  data: DocFileData,
  options: Pick<ResolveLinksOptions, 'baseUrl' | 'contentDir' | 'staticDir'>,
): string {
  const clean = siteAliased(safeDecodeUri(url.split(/[?#]/)[0]), dir, line, data, options);
  // A line break or NUL names no file a site serves (an import's string may hold them: `'./a\nb.svg'`),
  // and must not reach a URL.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(clean))
    throw new DocgenError(`The file ${JSON.stringify(url)} has a control character in its name.`, {
      file: data.sourceFile,
      line,
      hint: 'Name the file without line breaks or other control characters.',
    });
  // `/img/x.png` is served from the static folder; `./x.png` sits next to the page, and
  // `../../static/img/x.png` is a file of the static folder named from the page (as Docusaurus
  // sites do), served at `/img/x.png`.
  const from = clean.startsWith('/')
    ? path.posix.join(options.staticDir, clean)
    : path.posix.join(options.contentDir, dir, clean);
  const inStatic = clean.startsWith('/') || !escapes(from, options.staticDir);
  const folder = inStatic ? options.staticDir : options.contentDir;
  if (escapes(from, folder)) {
    throw new DocgenError(
      `The image ${JSON.stringify(url)} points outside the ${clean.startsWith('/') ? 'static' : 'content'} folder (${folder}).`,
      {
        file: data.sourceFile,
        line,
        hint: `Images are files of the site: put it next to the page (./diagram.png) or in ${options.staticDir}/ (/img/diagram.png).`,
      },
    );
  }
  const publicPath = clean.startsWith('/')
    ? clean
    : `/${path.posix.relative(inStatic ? options.staticDir : options.contentDir, from)}`;
  data.assets.push({ from, url: publicPath });
  data.links.push({ target: `asset:${from}`, raw: url, line });
  return withBase(options.baseUrl, publicPath);
}

/**
 * `@site/static/img/a.png` (Docusaurus' alias of the site folder, which its Markdown images take
 * too: Reselect's diagrams) as docgen names the file: `/img/a.png` in the static folder, or a path
 * from the page to a file of the content folder. Anything else of the site is not served.
 */
function siteAliased(
  clean: string,
  dir: string,
  line: number,
  data: DocFileData,
  options: Pick<ResolveLinksOptions, 'contentDir' | 'staticDir'>,
): string {
  if (!clean.startsWith('@site/')) return clean;
  const rel = path.posix.normalize(clean.slice('@site/'.length));
  for (const [folder, toPath] of [
    [options.staticDir, (inside: string) => `/${inside}`],
    [options.contentDir, (inside: string) => path.posix.relative(dir, inside) || '.'],
  ] as const) {
    const inside = path.posix.relative(path.posix.normalize(folder), rel);
    if (inside !== '' && !escapes(path.posix.join(folder, inside), folder)) return toPath(inside);
  }
  throw new DocgenError(
    `The image ${JSON.stringify(clean)} is a file of the site outside the static folder (${options.staticDir}) and the content folder (${options.contentDir}): docgen serves neither.`,
    {
      file: data.sourceFile,
      line,
      hint: `Move it into ${options.staticDir}/ and name it @site/${options.staticDir}/… (or /…).`,
    },
  );
}
