// Names of the folders a build stages its output in (`build.tmp-<pid>-<random>`) and moves the old
// output to (`build.old-<pid>-<random>`), and the clean-up of those a killed build left behind:
// the next build removes every one whose process is gone.
import { randomBytes } from 'node:crypto';
import { lstat, readdir, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.ts';
import { processAlive } from '../util/process-alive.ts';

export function stagingName(target: string, kind: 'tmp' | 'old'): string {
  return `${target}.${kind}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Removes `<target>.tmp-*` / `.old-*` folders of builds that no longer run (and of older docgens, which had no pid). */
export async function removeStaleSiblings(target: string): Promise<void> {
  const dir = path.dirname(target);
  const prefix = path.basename(target);
  const entries = await readdir(dir).catch(() => [] as string[]);
  const pattern = /^\.(?:tmp|old)-(?:(\d+)-)?[0-9a-f]{8}$/;
  await Promise.all(
    entries.map(async (name) => {
      if (!name.startsWith(prefix)) return;
      const match = pattern.exec(name.slice(prefix.length));
      if (!match) return;
      const pid = match[1] ? Number(match[1]) : undefined;
      if (pid !== undefined && (pid === process.pid || processAlive(pid))) return;
      await rm(path.join(dir, name), { recursive: true, force: true }).catch(() => {});
    }),
  );
}

/** The folder to write: `outDir` itself, or the target of `outDir` when it is a symbolic link. */
export async function writeThroughTarget(outDir: string): Promise<string> {
  const info = await lstat(outDir).catch(() => undefined);
  if (!info?.isSymbolicLink()) return outDir;
  try {
    return await realpath(outDir);
  } catch {
    throw new DocgenError(
      `The output folder (${path.relative(process.cwd(), outDir) || outDir}) is a symbolic link to a folder that does not exist.`,
      {
        pointer: 'outDir',
        hint: 'docgen writes through an output folder that is a link. Create its target folder, or remove the link.',
      },
    );
  }
}
