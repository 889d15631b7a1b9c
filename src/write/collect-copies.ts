// The files a site copies as they are: everything in the static folder, each OpenAPI document
// (for download, beside its API pages), and the images pages reference from the content folder.
import { statSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.ts';
import { assertUtf8Names } from '../util/utf8-names.ts';
import type { AssetRef } from '../routes/route-data.ts';
import type { CopiedFile } from '../types.ts';

export interface CopiesInput {
  root: string;
  staticDir: string;
  apis: { file: string; route: string }[];
  assets: AssetRef[];
}

const STATIC_FILE = 'a static file';

/**
 * The static folder's files among a build's copies, for the site's root when the latest docs
 * version has a path of its own (`lastVersion` with `path: 'v4'`, Socket.IO's): Docusaurus serves
 * the static folder at the root, where raw HTML (`<img src="/images/chat-1.png">`) names its files.
 * Not the two pages docgen writes there itself.
 */
export function rootStaticCopies(copies: readonly CopiedFile[]): CopiedFile[] {
  return copies.filter(
    (copy) => copy.source?.what === STATIC_FILE && copy.path !== 'index.html' && copy.path !== '404.html',
  );
}

export async function collectCopies({ root, staticDir, apis, assets }: CopiesInput): Promise<CopiedFile[]> {
  const copies: CopiedFile[] = [];
  const walk = async (dir: string, rel: string) => {
    const entries = await readStaticFolder(dir, root, rel === '');
    await assertUtf8Names(
      dir,
      entries.map((e) => e.name),
      path.relative(root, dir),
    );
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(child, `${rel}${entry.name}/`);
      else
        copies.push({
          from: child,
          path: `${rel}${entry.name}`,
          source: { what: STATIC_FILE, file: path.relative(root, child).split(path.sep).join('/') },
        });
    }
  };
  await walk(path.resolve(root, staticDir), '');
  // A static file that comes with its own compressed copy (Sequelize's `sitemap.xml` and
  // `sitemap.xml.gz`) is copied as it is: both are the site's, and docgen's would take the name.
  const statics = new Set(copies.map((c) => c.path));
  for (const copy of copies)
    if (statics.has(`${copy.path}.gz`) || statics.has(`${copy.path}.br`)) copy.compress = false;
  for (const api of apis)
    copies.push({
      from: path.resolve(root, api.file),
      path: `${api.route.slice(1)}/${path.basename(api.file)}`,
      source: { what: 'the download of the spec', file: api.file },
    });
  // Pages that show one image each list it: the same file at the same path is one copy (a second
  // copy would be a second claim on its output path, output-claims.ts).
  const seen = new Set<string>();
  for (const asset of assets) {
    const from = path.resolve(root, asset.from);
    const key = `${from}\0${asset.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!asset.from.startsWith(staticDir + '/') && isFile(from))
      copies.push({
        from,
        path: asset.url.slice(1),
        source: { what: 'an image a page shows', file: asset.from },
      });
  }
  return copies;
}

/** A site without a static folder is fine; a static folder that cannot be read is an error. */
async function readStaticFolder(dir: string, root: string, isTop: boolean): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (isTop && code === 'ENOENT') return [];
    const shown = path.relative(root, dir) || dir;
    throw new DocgenError(`Cannot read the static folder ${shown}: ${code ?? (error as Error).message}.`, {
      file: shown,
      hint:
        code === 'EACCES' || code === 'EPERM'
          ? `Give your user read access to it (e.g. \`chmod -R u+rX ${shown}\`).`
          : 'Check that it is a readable folder.',
      cause: error,
    });
  }
}

/** An image must be a file: `![](#x)` or `![](./)` resolves to a folder, which is not an asset. */
export function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}
