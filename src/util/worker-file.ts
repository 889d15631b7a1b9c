// Starts one of docgen's worker threads, from the dist bundle or (tests) from the sources.
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { packageRoot, RUNNING_FROM_SOURCE } from './package-root.ts';

/**
 * `source`: the worker's module URL in src/; `distName`: its entry in dist/ (see
 * scripts/build-cli.mjs). From the sources, tsx's loader is registered in the worker first:
 * Node 20 does not pass `--import` hooks on to worker threads.
 */
export function startWorker(source: URL, distName: string, options: WorkerOptions = {}): Worker {
  if (!RUNNING_FROM_SOURCE) return new Worker(path.join(packageRoot(), 'dist', `${distName}.mjs`), options);
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
