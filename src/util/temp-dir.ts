// docgen's temporary folders (compiled templates and config, the dev output) carry the process id
// in their name: `docgen-templates-<pid>-XXXXXX`. A killed build cannot remove its own, so each
// new one first removes those whose process is gone.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processAlive } from './process-alive.ts';

/** Folders of older docgens (no pid in the name) count as left behind after this long. */
const LEGACY_AGE_MS = 60 * 60 * 1000;

/** The prefixes of docgen's temporary folders. */
const PREFIXES = ['docgen-templates-', 'docgen-config-', 'docgen-components-', 'docgen-data-', 'docgen-dev-'];

/**
 * Removes every temporary folder a killed docgen left behind. A build runs it at its start: one
 * whose work all comes from the build cache makes no temporary folder, so it would never meet them.
 */
export async function removeDeadProcessesTempDirs(dir = tmpdir()): Promise<void> {
  await Promise.all(PREFIXES.map((prefix) => removeStaleTempDirs(prefix, dir)));
}

/** A fresh folder `<tmp>/<prefix><pid>-XXXXXX` (prefix like `docgen-templates-`), after removing stale ones. */
export async function makeTempDir(prefix: string): Promise<string> {
  await removeStaleTempDirs(prefix);
  return mkdtemp(path.join(tmpdir(), `${prefix}${process.pid}-`));
}

export async function removeStaleTempDirs(prefix: string, dir = tmpdir()): Promise<void> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    entries.map(async (name) => {
      if (!name.startsWith(prefix)) return;
      const rest = name.slice(prefix.length);
      const withPid = /^(\d+)-[A-Za-z0-9]{6}$/.exec(rest);
      const full = path.join(dir, name);
      if (withPid) {
        const pid = Number(withPid[1]);
        if (pid === process.pid || processAlive(pid)) return;
      } else if (/^[A-Za-z0-9]{6}$/.test(rest)) {
        const info = await stat(full).catch(() => undefined);
        if (!info || Date.now() - info.mtimeMs < LEGACY_AGE_MS) return;
      } else return;
      await rm(full, { recursive: true, force: true }).catch(() => {});
    }),
  );
}
