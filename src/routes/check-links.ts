// Broken links fail the build: every internal link must name a route (or a file that exists),
// and every #anchor an id on the target page. All problems are reported at once.
import { DocgenError, DocgenErrorList } from '../errors.ts';
import type { SourcedLink } from './route-data.ts';

export interface LinkCheckInput {
  links: SourcedLink[];
  /** Route → the ids a `#hash` may name on it. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Public paths of static files (e.g. `/img/logo.svg`, spec downloads). */
  files: ReadonlySet<string>;
  /** Asset sources (site-root relative) that exist on disk. */
  existingAssets: ReadonlySet<string>;
}

export function checkLinks({ links, anchors, files, existingAssets }: LinkCheckInput): void {
  const problems: DocgenError[] = [];
  for (const link of links) {
    const problem = checkOne(link, anchors, files, existingAssets);
    if (!problem) continue;
    // An image names the file it looked for; a page link shows what the writer wrote and where it led.
    const what = link.target.startsWith('asset:') || link.raw === link.target ? link.raw : `${link.raw} → ${link.target}`;
    problems.push(new DocgenError(`${what}: ${problem}`, { file: link.source, line: link.line || undefined, pointer: link.pointer }));
  }
  if (problems.length > 0) {
    const n = problems.length;
    throw new DocgenErrorList(`${n} broken link${n === 1 ? '' : 's'}:`, problems, 'Link to an existing route (e.g. /image-search/getting-started) or Markdown file (./index-data.md), and to a heading id that exists on that page.');
  }
}

function checkOne(link: SourcedLink, anchors: LinkCheckInput['anchors'], files: ReadonlySet<string>, existingAssets: ReadonlySet<string>): string | undefined {
  if (link.target.startsWith('asset:')) return existingAssets.has(link.target.slice('asset:'.length)) ? undefined : `file not found (no file ${link.target.slice('asset:'.length)})`;
  const [route, ...rest] = link.target.split('#');
  const hash = rest.join('#');
  if (/\.mdx?$/.test(route)) return 'no Markdown file at this path';
  const ids = anchors.get(route);
  if (!ids) return files.has(route) ? undefined : 'no page has this route';
  if (hash && !ids.has(decodeHash(hash))) return `no heading or anchor "#${hash}" on ${route}`;
  return undefined;
}

/** A malformed escape (`#%zz`) is compared as written: no id matches it, so it is reported. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

export interface SiteLinksInput {
  links: SourcedLink[];
  /** Every route's data (its `anchors` are the `#id` targets). */
  routes: Iterable<{ route: string; anchors: string[] }>;
  /** Files the output holds besides the pages (static files, spec downloads), by output path. */
  copies: { path: string }[];
  /** Files the pages reference, and whether each exists. */
  assets: { from: string }[];
  assetExists: (from: string) => boolean;
}

/** The link check over a whole site, as `docgen build` and `docgen dev` run it. */
export function checkSiteLinks({ links, routes, copies, assets, assetExists }: SiteLinksInput): void {
  const anchors = new Map<string, Set<string>>();
  for (const route of routes) anchors.set(route.route, new Set(route.anchors));
  checkLinks({
    links,
    anchors,
    files: new Set(copies.map((c) => `/${c.path}`)),
    existingAssets: new Set(assets.filter((a) => assetExists(a.from)).map((a) => a.from)),
  });
}
