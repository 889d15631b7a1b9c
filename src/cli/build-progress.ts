// What `docgen build` shows while it works. On a terminal: one live line, the stage and, while
// pages render, pages done of total (cli-progress; cleared when the build ends). In CI or a pipe:
// one plain line per finished stage on stdout, which a log keeps readable (no carriage returns).
// Errors and warnings go to stderr, so a failed build's stderr still starts with its error.
import cliProgress from 'cli-progress';
import { stageTimings } from '../commands/stage-timings.ts';

export interface BuildProgress {
  onStage(name: string, ms: number): void;
  onProgress(progress: { stage: string; done: number; total: number }): void;
  /** Removes the live line (before the summary, the warnings or an error are printed). */
  stop(): void;
}

export function interactive(stream: { isTTY?: boolean } = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env.CI;
}

export function buildProgress(options: { debug: boolean }): BuildProgress {
  if (options.debug) return debugLines();
  return interactive() ? liveLine() : stageLines();
}

function liveLine(): BuildProgress {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      clearOnComplete: true,
      hideCursor: true,
      barsize: 24,
      format: (options, params, payload: { stage?: string }) => {
        const stage = (payload.stage ?? '').padEnd(16);
        if (!params.total) return `  ${stage}`;
        const filled = Math.round((params.value / params.total) * (options.barsize ?? 24));
        const barText =
          options.barCompleteString!.slice(0, filled) + options.barIncompleteString!.slice(filled);
        return `  ${stage}${barText} ${params.value}/${params.total} pages`;
      },
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    onStage() {},
    onProgress({ stage, done, total }) {
      if (!started) {
        bar.start(total, done, { stage });
        started = true;
        return;
      }
      bar.setTotal(total);
      bar.update(done, { stage });
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

function stageLines(): BuildProgress {
  return {
    onStage(name, ms) {
      console.log(`  ${name.padEnd(16)}${ms.toFixed(0).padStart(6)} ms`);
    },
    onProgress() {},
    stop() {},
  };
}

/**
 * --debug: the time from the process's start to the first stage (Node's start and docgen's
 * module loading), then every stage with its time and the heap after it, on stderr.
 */
function debugLines(): BuildProgress {
  let started = false;
  return {
    onStage: stageTimings((line) => console.error(line)),
    onProgress() {
      if (started) return;
      started = true;
      const cpu = process.cpuUsage();
      const cpuMs = (cpu.user + cpu.system) / 1000;
      console.error(
        `  ${'start-up'.padEnd(15)} ${performance.now().toFixed(0).padStart(6)} ms  cpu ${cpuMs.toFixed(0)} ms`,
      );
    },
    stop() {},
  };
}
