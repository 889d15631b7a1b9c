// `--debug`'s line per stage, the same for `docgen build` and `docgen dev`: the stage's name, its
// time and the memory in use after it.
export function stageTimings(print: (line: string) => void): (name: string, ms: number) => void {
  return (name, ms) => {
    (globalThis as { gc?: () => void }).gc?.(); // with --expose-gc: live data only
    const heap = process.memoryUsage();
    print(
      `  ${name.padEnd(15)} ${ms.toFixed(0).padStart(6)} ms  heap ${(heap.heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(heap.rss / 2 ** 20).toFixed(0)} MB`,
    );
  };
}
