// `docgen dev`: build, serve on localhost, watch the site, rebuild what a change affects and
// tell the open tabs (live reload, error overlay). A mistake in the site is reported in the
// terminal and the browser and never ends the session; Ctrl+C does.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { errorForTerminal, isDocgenError } from '../errors.ts';
import { warningLines } from '../warning-groups.ts';
import { packageRoot } from '../util/package-root.ts';
import { makeTempDir } from '../util/temp-dir.ts';
import type { SitePaths } from '../dev/classify-change.ts';
import { createDevServer } from '../dev/dev-server.ts';
import { waitingPage } from '../dev/dev-output.ts';
import { createLiveReload } from '../dev/live-reload.ts';
import { createDevSession, type RebuildOutcome } from '../dev/session.ts';
import { stageTimings } from './stage-timings.ts';
import { watchSite } from '../dev/watcher.ts';
import { listen } from '../server/site-server.ts';

export interface DevOptions {
  /** Site root (holds docgen.config.ts). Defaults to the current folder. */
  root?: string;
  config?: string;
  port?: number;
  host?: string;
  /** Print stack traces for errors. */
  debug?: boolean;
  /** Print every warning, also those folded into one line per file (FoldedWarnings). */
  verbose?: boolean;
  /** No build cache (`--no-cache`), whatever the config's `cacheDir` says. */
  noCache?: boolean;
  /** The build cache's folder (`--cache-dir`), over the config's `cacheDir`. */
  cacheDir?: string;
  /** Where the terminal lines go (tests capture them). */
  log?: { info(line: string): void; error(line: string): void };
  /** Called with the server's URL as soon as it listens, before the first build is over. */
  onListening?: (url: string) => void;
}

export interface DevHandle {
  /** The site's URL (with its base URL). */
  readonly url: string;
  /** Resolves once file watching has started. */
  watching: Promise<void>;
  /** The outcome of the first build (the session runs on after a failed one). */
  firstBuild: RebuildOutcome | undefined;
  /** The private folder the session writes the site into (removed by `close`). */
  readonly outDir: string;
  close(): Promise<void>;
}

export async function dev(options: DevOptions = {}): Promise<DevHandle> {
  const log = options.log ?? {
    info: (line: string) => console.log(line),
    error: (line: string) => console.error(line),
  };
  const root = path.resolve(options.root ?? '.');
  const outDir = await makeTempDir('docgen-dev-');
  const live = createLiveReload();
  const session = createDevSession({
    root,
    configFile: options.config,
    outDir,
    onStage: options.debug ? stageTimings(log.error) : undefined,
    noCache: options.noCache,
    cacheDir: options.cacheDir && path.resolve(options.cacheDir),
  });
  // Requests that arrive during the first build wait for it (dev-server.ts).
  let firstBuildOver!: () => void;
  const firstBuildSettled = new Promise<void>((resolve) => (firstBuildOver = resolve));
  let hasSite = false;
  let running;
  try {
    await writeFile(path.join(outDir, '404.html'), waitingPage('/'));
    const clientScript = await compileClient();
    running = await listen(
      createDevServer({
        dir: outDir,
        baseUrl: session.baseUrl,
        live,
        clientScript,
        staticDir: () => session.paths().staticDir,
        firstBuild: firstBuildSettled,
        hasSite: () => hasSite,
      }),
      options.port ?? 3000,
      options.host ?? '127.0.0.1',
      '/',
    );
  } catch (error) {
    live.close();
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const server = running;

  const report = (outcome: RebuildOutcome | undefined, first = false) => {
    if (!outcome) return;
    const ms = `${Math.round(outcome.ms)} ms`;
    const what = first ? 'first build' : outcome.files.join(', ');
    if (outcome.ok) {
      hasSite = true;
      const pages = outcome.changed === 'all' ? 'all pages' : outcome.changed.join(', ') || 'no page changed';
      log.info(`${time()} ${what} → ${pages} (${ms})`);
      for (const line of warningLines(outcome.warnings, { verbose: options.verbose })) log.error(line);
      live.send({ type: 'reload', routes: outcome.changed });
      watcher.setPaths(watchList(session.paths()));
    } else {
      const message = describe(outcome.error);
      log.error(
        `${time()} ${what} → failed (${ms})\n${isDocgenError(outcome.error) ? errorForTerminal(outcome.error) : `error ${message}`}`,
      );
      if (options.debug || !isDocgenError(outcome.error))
        log.error(String((outcome.error as Error)?.stack ?? outcome.error));
      live.send({ type: 'build-error', message });
    }
  };

  options.onListening?.(server.url);
  let firstBuild: RebuildOutcome | undefined;
  let watcher: ReturnType<typeof watchSite>;
  // Rebuilds under way: `close` waits for them, so none writes into the folder it removes.
  const rebuilding = new Set<Promise<void>>();
  try {
    firstBuild = await session.rebuildAll();
    watcher = watchSite(watchList(session.paths()), (changes) => {
      const done = session.change(changes).then((outcome) => report(outcome));
      rebuilding.add(done);
      void done.finally(() => rebuilding.delete(done));
    });
    report(firstBuild, true);
  } finally {
    firstBuildOver();
  }

  return {
    get url() {
      return new URL(session.baseUrl().slice(1), server.url).href;
    },
    watching: watcher.ready,
    firstBuild,
    outDir,
    async close() {
      await watcher.close();
      await Promise.allSettled([...rebuilding]);
      live.close();
      await server.close();
      await rm(outDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** The same text as `docgen build` prints: location, message, hint. */
function describe(error: unknown): string {
  if (isDocgenError(error)) return error.format();
  return `internal error (a bug in docgen, not in your site): ${(error as Error)?.message ?? String(error)}`;
}

function watchList(paths: SitePaths): string[] {
  const list = [
    paths.configFile,
    paths.contentDir,
    paths.staticDir,
    paths.templatesDir,
    ...paths.specs.keys(),
    ...(paths.sidebars ?? []),
    ...(paths.watchAlso ?? []),
  ];
  // Missing paths too: the watcher picks each up when it is created (again).
  return [...new Set(list.filter((p): p is string => Boolean(p)))];
}

async function compileClient(): Promise<string> {
  const result = await esbuild({
    entryPoints: [path.join(packageRoot(), 'src/client/dev/live-reload-client.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

function time(): string {
  return new Date().toTimeString().slice(0, 8);
}
