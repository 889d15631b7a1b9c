// "Edit this page" and "Last updated" for doc pages, as Docusaurus' docs options make them:
// `docs.editUrl` (a base URL the file's site-relative path is appended to, or a function of the
// page) and `docs.showLastUpdateTime` / `showLastUpdateAuthor` (the page file's last commit).
// The commits come from one `git log` over the content folder, not one process per page.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ResolvedConfig } from '../config/schema.ts';
import { DocgenError } from '../errors.ts';
import { urlPath } from '../shared/output-layout.ts';
import type { SourceDoc } from '../types.ts';

const execFileAsync = promisify(execFile);

export function editUrlFor(config: ResolvedConfig, doc: SourceDoc): string | undefined {
  const editUrl = config.docs.editUrl;
  if (editUrl === undefined) return undefined;
  const contentDir = config.contentDir.replace(/^\.\/|\/$/g, '');
  if (typeof editUrl === 'function') {
    const url = editUrl({
      docPath: doc.relPath,
      versionDocsDirPath: contentDir,
      permalink: doc.route,
      locale: config.i18n.defaultLocale,
    });
    return typeof url === 'string' && url ? urlPath(url) : undefined;
  }
  // A file name with spaces (RocketMQ's `02RocketMQ Connect Concept.md`) is `%20` in the link.
  return urlPath(`${editUrl.replace(/\/+$/, '')}/${[contentDir, doc.relPath].filter(Boolean).join('/')}`);
}

export interface LastUpdate {
  /** Seconds since the epoch (the commit time). */
  time: number;
  author: string;
}

/**
 * The last commit of every file under the content folder that git knows, keyed by its path
 * relative to the site root (`content/guide/intro.md`). Outside a git work tree (or without
 * git) the map is empty and `warn` is told once.
 */
export async function lastUpdates(
  root: string,
  contentDir: string,
  warn: (w: DocgenError) => void,
): Promise<Map<string, LastUpdate>> {
  const updates = new Map<string, LastUpdate>();
  let stdout: string;
  try {
    ({ stdout } = await execFileAsync(
      'git',
      [
        '-C',
        root,
        'log',
        '--format=%x00%ct %an',
        '--name-only',
        '--relative',
        '--no-renames',
        '--',
        contentDir,
      ],
      { maxBuffer: 256 * 1024 * 1024 },
    ));
  } catch (error) {
    warn(
      new DocgenError(
        `No "Last updated" dates: git log failed (${(error as { code?: string }).code === 'ENOENT' ? 'git is not installed' : 'not a git repository?'}).`,
        {
          pointer: 'docs.showLastUpdateTime',
          hint: 'The dates come from the commits of each page: build inside a git clone with its history (not a shallow one).',
        },
      ),
    );
    return updates;
  }
  // Newest first: the first commit that names a file is its last update.
  for (const commit of stdout.split('\0').slice(1)) {
    const [head, ...files] = commit.split('\n');
    const space = head.indexOf(' ');
    const update = { time: Number(head.slice(0, space)), author: head.slice(space + 1) };
    for (const file of files) {
      const key = file && path.posix.normalize(file);
      if (key && !updates.has(key)) updates.set(key, update);
    }
  }
  return updates;
}
