// The CPU time of a process tree, read from /proc: tests/run.mjs reads the lanes' Chromiums with
// it (their renderers are reaped by Chromium's zygote, not by a process GNU time watches), and
// tests/helpers/run-in-one-process.mjs each batched file's share of them.
import { readFileSync, readdirSync } from 'node:fs';

/**
 * The CPU seconds of a running process and its descendants, the ones that ended included (the
 * lanes' Chromiums: not under GNU time), read from /proc, in all and by Chromium's process type
 * (`--type=` of its command line: browser, renderer, gpu-process, utility, zygote; what a process
 * that ended used is its parent's: the renderers' is the zygote's); undefined where there is none.
 */
export function processTreeCpu(rootPid) {
  try {
    const stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((pid) => {
        try {
          // Fields after the command's closing parenthesis: state ppid … utime(12) stime cutime cstime.
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
          return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: fields.slice(11, 15).map(Number) }];
        } catch {
          return [];
        }
      });
    const tree = new Set([rootPid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const s of stats)
        if (!tree.has(s.pid) && tree.has(s.ppid)) {
          tree.add(s.pid);
          grew = true;
        }
    }
    const byType = {};
    let total = 0;
    for (const s of stats.filter((s) => tree.has(s.pid))) {
      // Clock ticks are 1/100 s on Linux.
      const seconds = s.ticks.reduce((a, b) => a + b, 0) / 100;
      let type = 'browser';
      try {
        type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${s.pid}/cmdline`, 'utf8'))?.[1] ?? 'browser';
      } catch {
        // ended meanwhile: its parent counts it
      }
      byType[type] = (byType[type] ?? 0) + seconds;
      total += seconds;
    }
    return { total, byType };
  } catch {
    return undefined;
  }
}
