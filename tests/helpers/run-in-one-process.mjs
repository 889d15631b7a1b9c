// Runs test files one after another in this process, for tests/run.mjs's batches: Node, tsx and
// docgen's modules are loaded once, not once a file. Each file's tests and top-level hooks become
// one describe() block named for the file (its before/after hooks run around its own tests, as
// they would in a process of its own), and the next file is imported only when that block has
// ended, its after hooks included. Each file's start (ms since this process began), wall ms and CPU
// seconds (this process, its worker threads included; and the lane's Chromium's while it ran,
// DOCGEN_TEST_BROWSER_PID) are appended to DOCGEN_TEST_BATCH_TIMES as JSON lines.
//
//   node --import tsx --test-reporter=spec tests/helpers/run-in-one-process.mjs <file>…
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe } from 'node:test';
import { pathToFileURL } from 'node:url';
import { processTreeCpu } from './process-tree-cpu.mjs';

const timesFile = process.env.DOCGEN_TEST_BATCH_TIMES;
const chromiumPid = Number(process.env.DOCGEN_TEST_BROWSER_PID) || undefined;
const chromiumCpu = () => (chromiumPid ? processTreeCpu(chromiumPid)?.total : undefined);

for (const file of process.argv.slice(2)) {
  await new Promise((done) => {
    describe(file, async () => {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      const chromium = chromiumCpu();
      try {
        await import(pathToFileURL(path.resolve(file)).href);
      } finally {
        // Registered after the file's own hooks: runs when they have.
        after(() => {
          const used = process.cpuUsage(cpu);
          const chromiumNow = chromiumCpu();
          if (timesFile)
            appendFileSync(
              timesFile,
              `${JSON.stringify({
                file,
                start: wall,
                ms: performance.now() - wall,
                cpu: (used.user + used.system) / 1e6,
                chromiumCpu:
                  chromium === undefined || chromiumNow === undefined ? undefined : chromiumNow - chromium,
              })}\n`,
            );
          done();
        });
      }
    });
  });
}
