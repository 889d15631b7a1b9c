// `docgen build`: runs the whole stage list (src/pipeline/stages.ts) once, streaming the files
// into a staging folder beside the output folder, which replaces the output only when every
// stage succeeded: a failed build leaves the previous output untouched.
import path from 'node:path';
import type { DocgenError } from '../errors.ts';
import { runStages } from '../pipeline/run-stages.ts';
import type { SiteOutput } from '../pipeline/site-state.ts';
import { Warnings } from '../warnings.ts';
import { assertOutDirSafe } from '../write/out-dir-guard.ts';
import { writerThreads } from '../write/write-pool.ts';
import { StagedOutput } from '../write/write-site.ts';

export interface BuildOptions {
  /** Site root (holds docgen.config.ts). Defaults to the current folder. */
  root?: string;
  config?: string;
  outDir?: string;
  /** Called after each stage with its name and duration. */
  onStage?: (name: string, ms: number) => void;
  /** Called as each stage starts (done = total = 0) and after each page it renders. */
  onProgress?: (progress: { stage: string; done: number; total: number }) => void;
  /** Collects what the build could not render as written; the CLI prints them. */
  warnings?: Warnings;
  /** Build without the build cache (`--no-cache`), whatever the config's `cacheDir` says. */
  noCache?: boolean;
  /** The build cache's folder (`--cache-dir`), over the config's `cacheDir`. */
  cacheDir?: string;
  /** docgen's version as the build cache's keys hold it (tests); its own by default. */
  cacheVersion?: string;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  ms: number;
  warnings: DocgenError[];
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const warnings = options.warnings ?? new Warnings();
  const output = new StagingOutput(options.outDir);
  try {
    const state = await runStages({
      root: path.resolve(options.root ?? '.'),
      configFile: options.config,
      warnings,
      output,
      onStage: options.onStage,
      onProgress: options.onProgress,
      noCache: options.noCache,
      cacheDir: options.cacheDir && path.resolve(options.cacheDir),
      cacheVersion: options.cacheVersion,
    });
    return {
      outDir: output.outDir,
      pages: state.routeData.size,
      bytes: output.bytes,
      ms: performance.now() - started,
      warnings: warnings.list,
    };
  } catch (error) {
    await output.abort();
    throw error;
  }
}

/** The build's output: files stream into a staging folder, swapped in by the "write" stage. */
class StagingOutput implements SiteOutput {
  outDir = '';
  private staged: StagedOutput | undefined;

  constructor(private requested: string | undefined) {}

  get bytes(): number {
    return this.staged?.bytes ?? 0;
  }

  prepare({ config, root, file }: Parameters<NonNullable<SiteOutput['prepare']>>[0]): void {
    this.outDir = path.resolve(root, this.requested ?? config.outDir);
    assertOutDirSafe(this.outDir, { root, config, configFile: file });
  }

  async begin({ pages }: { pages: number }): Promise<void> {
    this.staged ??= await StagedOutput.open(this.outDir, {
      compress: true,
      threads: writerThreadsFor(pages),
    });
  }

  write: SiteOutput['write'] = (file) => this.staged!.write(file);

  async finish(copies: Parameters<SiteOutput['finish']>[0]): Promise<void> {
    for (const copy of copies) await this.staged!.copy(copy);
    await this.staged!.commit();
  }

  async abort(): Promise<void> {
    await this.staged?.abort();
  }
}

/**
 * Writer threads pay off once compression is a large part of the build: starting them costs
 * ~50 ms, and a small site's pages compress on libuv's pool while the next ones render.
 */
function writerThreadsFor(pages: number): number {
  const forced = process.env.DOCGEN_WRITER_THREADS;
  if (forced !== undefined) return Number(forced) || 0;
  return pages >= 200 ? writerThreads() : 0;
}
