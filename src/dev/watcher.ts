// Watches the site's folders and files with chokidar and hands over changes in batches: one save
// can fire several events, and deleting a folder fires one per file, so events are collected
// until the file system has been quiet for a moment.
//
// A watched path that is deleted and created again (the content folder, the config, a spec: what
// `git checkout`, `git stash pop` and editors' atomic saves do) is lost to a plain watcher. So the
// folders holding the watched paths are watched too (one level deep): when a watched path
// appears there, it is watched afresh and reported as added, which rebuilds what it feeds.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { FileChange, WatchEvent } from './classify-change.ts';

/** Quiet time before an in-place edit is built: short, it is the case writers wait for. */
const EDIT_QUIET_MS = 5;
/**
 * chokidar drops a second change to one file within 50 ms of the first, with no trailing event
 * (editors that format on save write twice): after that window the file is looked at again.
 */
const CHANGE_THROTTLE_MS = 60;
/** Quiet time when files come and go: long enough for a folder copy or delete to finish. */
const TREE_QUIET_MS = 60;

export interface SiteWatcher {
  /** Resolves once the initial scan is done (changes before that are not reported). */
  ready: Promise<void>;
  /** Watches exactly these paths from now on (they change with the config). */
  setPaths(paths: string[]): void;
  close(): Promise<void>;
}

export function watchSite(paths: string[], onChanges: (changes: FileChange[]) => void): SiteWatcher {
  let watched = new Set(paths.map((p) => path.resolve(p)));
  let batch: FileChange[] = [];
  let timer: NodeJS.Timeout | undefined;
  const parentsOf = (set: Set<string>) => new Set([...set].map((p) => path.dirname(p)));
  let parents = parentsOf(watched);
  const watcher: FSWatcher = watch(
    [...watched].filter((p) => existsSync(p)),
    {
      ignoreInitial: true,
      // Editors' swap, backup and lock files are not content.
      ignored: (file) => {
        const name = path.basename(file);
        return (
          (name.startsWith('.') && !watched.has(file)) ||
          name.endsWith('~') ||
          name.endsWith('.swp') ||
          name === 'node_modules'
        );
      },
    },
  );
  const flush = () => {
    timer = undefined;
    const changes = batch;
    batch = [];
    if (changes.length > 0) onChanges(changes);
  };
  const push = (change: FileChange) => {
    batch.push(change);
    clearTimeout(timer);
    timer = setTimeout(flush, batch.every((c) => c.event === 'change') ? EDIT_QUIET_MS : TREE_QUIET_MS);
  };
  const recheck = new Map<string, NodeJS.Timeout>();
  const mtime = (file: string) =>
    stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
  const watchForDroppedChange = async (file: string) => {
    const seen = await mtime(file);
    clearTimeout(recheck.get(file));
    recheck.set(
      file,
      setTimeout(async () => {
        recheck.delete(file);
        if ((await mtime(file)) !== seen && !closed) push({ event: 'change', path: file });
      }, CHANGE_THROTTLE_MS),
    );
  };
  let closed = false;
  const parentWatcher: FSWatcher = watch([...parents], {
    ignoreInitial: true,
    depth: 0,
    ignored: (file) => !parents.has(path.resolve(file)) && !watched.has(path.resolve(file)),
  });
  parentWatcher.on('all', (event, file) => {
    const root = path.resolve(file);
    if (!watched.has(root) || closed) return;
    if (event === 'add' || event === 'addDir') {
      // Watched afresh: the old watch died with the old file or folder.
      watcher.unwatch(root);
      watcher.add(root);
      push({ event, path: root });
    } else if (event === 'unlink' || event === 'unlinkDir') {
      push({ event, path: root });
    }
  });
  parentWatcher.on('error', () => {});
  watcher.on('all', (event, file) => {
    if (!['add', 'addDir', 'change', 'unlink', 'unlinkDir'].includes(event)) return;
    const change = { event: event as WatchEvent, path: path.resolve(file) };
    push(change);
    if (event === 'change') void watchForDroppedChange(change.path);
  });
  // A watch error (e.g. too many watched files) must not end the session; it is reported once.
  watcher.on('error', (error) =>
    console.error(`docgen dev: file watching problem: ${(error as Error).message}`),
  );
  const ready = Promise.all(
    [watcher, parentWatcher].map((w) => new Promise<void>((resolve) => w.once('ready', () => resolve()))),
  ).then(() => {});

  return {
    ready,
    setPaths(next) {
      const nextSet = new Set(next.map((p) => path.resolve(p)));
      const removed = [...watched].filter((p) => !nextSet.has(p));
      const added = [...nextSet].filter((p) => !watched.has(p));
      watched = nextSet;
      if (removed.length > 0) watcher.unwatch(removed);
      if (added.length > 0) watcher.add(added.filter((p) => existsSync(p)));
      const nextParents = parentsOf(watched);
      const goneParents = [...parents].filter((p) => !nextParents.has(p));
      const newParents = [...nextParents].filter((p) => !parents.has(p));
      parents = nextParents;
      if (goneParents.length > 0) parentWatcher.unwatch(goneParents);
      if (newParents.length > 0) parentWatcher.add(newParents);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const pending of recheck.values()) clearTimeout(pending);
      await Promise.all([watcher.close(), parentWatcher.close()]);
    },
  };
}
