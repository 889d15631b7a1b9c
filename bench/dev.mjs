// Measures `docgen dev` on the Evolve site (this repository): edit a page, time until the
// live-reload event for it arrives over server-sent events. Prints the median of N edits.
//   node bench/dev.mjs [runs]      (npm run bench:dev)
// The edited page is restored afterwards, whatever happens.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The tests' SSE client (TypeScript: this script runs with `node --import tsx`).
import { openEvents } from '../tests/helpers/sse.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = path.join(root, 'content/image-search/getting-started/index-data.md');
const route = '/image-search/getting-started/index-data';
const runs = Number(process.argv[2] ?? 20);
const original = readFileSync(page);

const child = spawn(process.execPath, [path.join(root, 'bin/docgen'), 'dev', '--port', '0'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  writeFileSync(page, original);
  child.kill('SIGINT');
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

try {
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /Serving (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
      if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
    });
    child.once('exit', (code) => reject(new Error(`docgen dev exited (${code}):\n${out}`)));
  });
  const events = openEvents(new URL('_docgen/events', url).href);
  await events.ready;
  // Let chokidar finish its initial scan before the first edit.
  await sleep(500);

  const times = [];
  for (let i = 0; i < runs; i++) {
    const reloaded = events.next(
      (event) => event.type === 'reload' && (event.routes === 'all' || event.routes.includes(route)),
    );
    const started = performance.now();
    writeFileSync(page, `${original}\nBench edit ${i}.\n`);
    await reloaded;
    times.push(performance.now() - started);
    await sleep(100);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `docgen dev, page edit → reload event: median ${median.toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)}, ${runs} edits; target ≤ 150 ms)`,
  );
  events.close();
} finally {
  stop();
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
