// Reads every Markdown file and category file under the content folder.
// Output: SourceDocs with routes, and category metadata by folder. No rendering here.
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { assertUtf8Names } from '../util/utf8-names.ts';
import path from 'node:path';
import picomatch from 'picomatch';
import { DocgenError } from '../errors.ts';
import { environmentError } from '../util/fs-errors.ts';
import type { CategoryMeta, SourceDoc } from '../types.ts';
import { parseCategory } from './categories.ts';
import { firstInvalidUtf8 } from './utf8.ts';
import { lineOfKey, parseFrontMatter } from './front-matter.ts';
import {
  docBaseName,
  docId,
  docRoute,
  hasFolderUrl,
  stripNumberPrefix,
  titleFromFileName,
} from './doc-route.ts';
import { loadSidebarsFile, type SidebarsFile } from './load-sidebars.ts';

export interface LoadedContent {
  docs: SourceDoc[];
  /** Category metadata keyed by folder path relative to the content folder ('' is the root). */
  categories: Map<string, CategoryMeta>;
  /** Every folder that holds at least one doc (directly or below). */
  folders: string[];
  /** Where doc routes start (`docs.routeBasePath`). */
  routeBasePath: string;
  /** Without a page at "/", the home page is a generated index of the top-level sections. */
  generatedHome?: boolean;
  /** The site's `sidebars.js` / `sidebars.json`, when it has one. */
  sidebars?: SidebarsFile;
}

export interface LoadContentOptions {
  root: string;
  contentDir: string;
  routeBasePath?: string;
  /** `docs.sidebarPath`: the sidebars file, or `false` for none (found by name when unset). */
  sidebarPath?: string | false;
  /** A docs version below `routeBasePath` (see config/docs-versions.ts): it may have no "/" page. */
  generatedHome?: boolean;
  /** `docs.exclude`: globs (relative to the content folder) of Markdown files that are no pages. */
  exclude?: readonly string[];
  /** Told of what the folder holds that is no page, and why (the build's warnings). */
  warn?: (warning: DocgenError) => void;
}

export async function loadContent({
  root,
  contentDir,
  routeBasePath = '/',
  sidebarPath,
  generatedHome = false,
  exclude = [],
  warn,
}: LoadContentOptions): Promise<LoadedContent> {
  const base = path.resolve(root, contentDir);
  const files = await listFiles(base, contentDir);
  const excluded = exclude.length > 0 ? picomatch([...exclude], { dot: true }) : () => false;
  const docs: SourceDoc[] = [];
  const categories = new Map<string, CategoryMeta>();
  for (const rel of files) {
    const file = path.join(contentDir, rel).split(path.sep).join('/');
    const name = path.posix.basename(rel);
    if (/^_category_\.(json|ya?ml)$/.test(name)) {
      categories.set(
        path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel),
        parseCategory(await readText(path.join(base, rel), file), file),
      );
    } else if (
      /\.mdx?$/.test(rel) &&
      !rel.split('/').some((part) => part.startsWith('_')) &&
      !excluded(rel)
    ) {
      // As in Docusaurus, `_name.md` files and `_folders` are partials to import, not pages.
      docs.push(toSourceDoc(await readText(path.join(base, rel), file), file, rel, routeBasePath));
    }
  }
  readmesBesideIndex(docs, warn);
  if (docs.length === 0) {
    throw new DocgenError(`The content folder has no Markdown files.`, {
      file: contentDir,
      hint: 'Add at least content/index.md, the home page.',
    });
  }
  // Below a `routeBasePath`, the home page is a generated index of the top-level sections.
  if (routeBasePath === '/' && !generatedHome && !docs.some((doc) => doc.route === '/')) {
    throw new DocgenError('No home page: nothing has the route "/".', {
      file: `${contentDir}/index.md`,
      hint: 'Create content/index.md (or give a page `slug: /`).',
    });
  }
  const folders = [...new Set(docs.flatMap((doc) => ancestors(path.posix.dirname(doc.relPath))))];
  const sidebars = await loadSidebarsFile(root, sidebarPath);
  return { docs, categories, folders, routeBasePath, sidebars, ...(generatedHome ? { generatedHome } : {}) };
}

export function toSourceDoc(source: string, file: string, relPath: string, routeBasePath = '/'): SourceDoc {
  const { data, body, bodyLine } = parseFrontMatter(source, file);
  // The first line that says something (MDX files open with `import` lines).
  const firstLine =
    body.split('\n').find((line) => line.trim() !== '' && !/^(import|export)\s/.test(line)) ?? '';
  const h1 = /^\s*#\s+(.+?)\s*(?:\{#[^}]*\})?\s*#*\s*$/.exec(firstLine);
  const title = data.title ?? h1?.[1] ?? titleFromFileName(docBaseName(relPath));
  const route = docRoute(relPath, data.id, data.slug, routeBasePath);
  assertSafeRoute(
    route,
    source,
    file,
    data.slug !== undefined ? 'slug' : data.id !== undefined ? 'id' : undefined,
  );
  return {
    file,
    relPath,
    route,
    id: docId(relPath, data.id),
    title,
    titleFromBody: !data.title && Boolean(h1),
    description: data.description,
    sidebarLabel: data.sidebar_label,
    sidebarPosition: data.sidebar_position ?? stripNumberPrefix(docBaseName(relPath)).prefix,
    hideToc: data.hide_table_of_contents ?? false,
    tocMin: data.toc_min_heading_level,
    tocMax: data.toc_max_heading_level,
    body,
    bodyLine,
    slugLine: data.slug === undefined ? undefined : lineOfKey(source, 'slug'),
    ...(hasFolderUrl(relPath, data.slug) && { folderUrl: true as const }),
    // Docusaurus' MDX loader exports it to the page (`{frontMatter.title}`, a component's
    // `relatedRules={frontMatter.related_rules}`): kept for the pages that read it.
    ...(/\bfrontMatter\b/.test(body) && { frontMatter: data }),
  };
}

/** A route becomes a folder in the output: `..`, `.`, control characters and backslashes have no place in it. */
function assertSafeRoute(route: string, source: string, file: string, key: string | undefined): void {
  const bad =
    route.split('/').some((segment) => segment === '.' || segment === '..') ||
    // eslint-disable-next-line no-control-regex -- control characters are what a route may not hold
    /[\u0000-\u001f\\]/.test(route);
  if (!bad) return;
  throw new DocgenError(
    `The route ${JSON.stringify(route)} is not a valid page path${key ? ` (from \`${key}\`)` : ''}.`,
    {
      file,
      line: key ? lineOfKey(source, key) : undefined,
      hint: `Routes are plain path segments like \`${routeLike(file)}\`: no \`.\` or \`..\` segments, backslashes or control characters.`,
    },
  );
}

/** A plain route made from the page's own file name, to show what a route looks like. */
function routeLike(file: string): string {
  const name = path.posix.basename(file.replace(/\\/g, '/')).replace(/\.mdx?$/i, '');
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/${slug || 'my-page'}`;
}

/**
 * Reads a file as strict UTF-8: a file in another encoding is an error, not mojibake. Read
 * synchronously: a page is a few kilobytes, and each of the five operations of an asynchronous
 * read went through libuv's thread pool and back (a generated 10,000-page site's loadContent, four
 * calls each: 1.2–2.2 s wall, 0.9–1.6 s CPU, against 2.6–3.9 s and 1.7–2.6 s reading 32 at a
 * time, and about twice that one after another).
 */
export async function readText(absolute: string, file: string): Promise<string> {
  let bytes: Buffer;
  try {
    // A named pipe or socket would block the build forever on read: refuse anything but a file.
    if (!statSync(absolute).isFile())
      throw Object.assign(new Error('not a regular file'), { code: 'not a regular file' });
    bytes = readFileSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const hint =
      code === 'ENOENT'
        ? 'It is listed but cannot be opened: probably a symbolic link to a file that does not exist.'
        : code === 'not a regular file'
          ? 'Replace it with a plain file: pipes, sockets and devices cannot be content.'
          : 'Check the file permissions.';
    throw new DocgenError(`Cannot read file: ${code ?? (error as Error).message}.`, { file, hint });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const offset = Math.max(0, firstInvalidUtf8(bytes));
    const line = bytes.subarray(0, offset).toString('latin1').split('\n').length;
    throw new DocgenError('File is not valid UTF-8.', {
      file,
      line,
      hint: 'Save the file as UTF-8 (most editors: "Save with encoding").',
    });
  }
}

/**
 * Every file below the content folder, listed synchronously as the files are read (`readText`).
 * Symbolic links are followed (a linked folder is part of the
 * site, like a linked file); a link back to a folder above it is an error, not an endless walk.
 */
async function listFiles(base: string, shown: string, rel = '', seen = new Set<string>()): Promise<string[]> {
  let entries;
  const dir = path.join(base, rel);
  try {
    const real = realpathSync(dir);
    if (seen.has(real)) {
      throw new DocgenError('A symbolic link in the content folder points back to a folder above it.', {
        file: path.join(shown, rel),
        hint: 'Remove the link, or point it at a folder outside its own parents.',
      });
    }
    seen = new Set(seen).add(real);
    entries = readdirSync(dir, { withFileTypes: true });
    await assertUtf8Names(
      dir,
      entries.map((e) => e.name),
      path.join(shown, rel),
    );
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && rel === '') {
      throw new DocgenError('The content folder does not exist.', {
        file: shown,
        hint: 'Create it with at least an index.md, or set `contentDir` in docgen.config.ts.',
      });
    }
    throw environmentError(error, path.join(shown, rel));
  }
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    const folder = entry.isDirectory() || (entry.isSymbolicLink() && isFolder(path.join(base, child)));
    if (folder) out.push(...(await listFiles(base, shown, child, seen)));
    else out.push(child);
  }
  return out;
}

/** Whether a link leads to a folder (a broken or looping link: no, and reading it says why). */
function isFolder(link: string): boolean {
  try {
    return statSync(link).isDirectory();
  } catch {
    return false;
  }
}

function ancestors(dir: string): string[] {
  if (dir === '.' || dir === '') return [''];
  return [dir, ...ancestors(path.posix.dirname(dir))];
}

/**
 * A README.md whose route another page has: a folder with both an index page and a README.md
 * (both would be the folder's page), or a README in a folder beside a page named like the folder
 * (Capacitor's v2 docs: `plugins/README.md`, a table of contents for people browsing the
 * repository, and `plugins.md`, both at `/plugins`). The other page is the page; the README is
 * left out, with a warning. Docusaurus keeps one of them as it writes their files (its URLs
 * differ only by a trailing slash).
 */
function readmesBesideIndex(docs: SourceDoc[], warn: ((warning: DocgenError) => void) | undefined): void {
  const isReadme = (d: SourceDoc) => /^readme\.mdx?$/i.test(path.posix.basename(d.relPath));
  const pages = new Map<string, SourceDoc>();
  for (const d of docs) if (!isReadme(d) && !pages.has(d.route)) pages.set(d.route, d);
  for (let i = docs.length - 1; i >= 0; i--) {
    const doc = docs[i]!;
    const page = isReadme(doc) ? pages.get(doc.route) : undefined;
    if (!page) continue;
    docs.splice(i, 1);
    const index = path.posix.dirname(page.relPath) === path.posix.dirname(doc.relPath);
    warn?.(
      new DocgenError(
        `${doc.file} is no page: ${page.file} ${index ? "is the folder's page" : 'has its route'} (${doc.route}).`,
        {
          file: doc.file,
          hint: 'Rename one of them, give one a `slug`, or list the README in `docs.exclude` to say it is no page.',
        },
      ),
    );
  }
}
