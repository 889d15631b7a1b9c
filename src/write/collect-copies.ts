// The files a site copies as they are: everything in the static folder, each OpenAPI document
// (for download, beside its API pages), and the images pages reference from the content folder.
import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AssetRef } from '../routes/route-data.ts';
import type { CopiedFile } from './write-site.ts';

export interface CopiesInput {
  root: string;
  staticDir: string;
  apis: { file: string; route: string }[];
  assets: AssetRef[];
}

export async function collectCopies({ root, staticDir, apis, assets }: CopiesInput): Promise<CopiedFile[]> {
  const copies: CopiedFile[] = [];
  const walk = async (dir: string, rel: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(child, `${rel}${entry.name}/`);
      else copies.push({ from: child, path: `${rel}${entry.name}` });
    }
  };
  await walk(path.resolve(root, staticDir), '');
  for (const api of apis) copies.push({ from: path.resolve(root, api.file), path: `${api.route.slice(1)}/${path.basename(api.file)}` });
  for (const asset of assets) {
    const from = path.resolve(root, asset.from);
    if (!asset.from.startsWith(staticDir + '/') && isFile(from)) copies.push({ from, path: asset.url.slice(1) });
  }
  return copies;
}

/** An image must be a file: `![](#x)` or `![](./)` resolves to a folder, which is not an asset. */
export function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}
