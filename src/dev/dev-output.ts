// The dev session's output folder: a private temporary folder (never the production outDir),
// holding the same files as a build, with the live-reload script added to every HTML page.
// Production builds and templates never contain dev code.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEV_EVENTS_PATH, DEV_SCRIPT_PATH, withBase } from '../shared/output-layout.ts';
import { insideOutDir } from '../write/output-paths.ts';
import type { OutputFile } from '../types.ts';

/** Public URLs of the dev endpoints under the site's base URL. */
export function devUrls(baseUrl: string): { script: string; events: string } {
  return { script: withBase(baseUrl, DEV_SCRIPT_PATH), events: withBase(baseUrl, DEV_EVENTS_PATH) };
}

/** Adds the live-reload script before `</body>` (or at the end, for a page without one). */
export function injectDevScript(html: string, baseUrl: string): string {
  const tag = `<script src="${devUrls(baseUrl).script}" data-base="${baseUrl}" defer></script>`;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + tag : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/** The build's files as dev serves them: every HTML page with the live-reload script. */
export function withDevScript(files: Iterable<OutputFile>, baseUrl: string): OutputFile[] {
  return [...files].map((file) =>
    file.path.endsWith('.html') && typeof file.contents === 'string'
      ? { path: file.path, contents: injectDevScript(file.contents, baseUrl) }
      : file,
  );
}

/** Shown until the first successful build, so the browser tab already listens for it. */
export function waitingPage(baseUrl: string): string {
  return injectDevScript(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>docgen dev</title></head><body><p>Waiting for the first successful build…</p></body></html>',
    baseUrl,
  );
}

/**
 * Writes a few files in place. Each goes through a temporary name and a rename, so the server
 * never sends a half-written page.
 */
export async function writeFilesInPlace(
  outDir: string,
  files: { path: string; contents: string | Uint8Array }[],
): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const dest = insideOutDir(outDir, file.path);
      await mkdir(path.dirname(dest), { recursive: true });
      const tmp = `${dest}.tmp-${process.pid}`;
      await writeFile(tmp, file.contents);
      await rename(tmp, dest);
    }),
  );
}
