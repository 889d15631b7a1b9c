// Runs every *.test.ts(x) under tests/ with Node's test runner (TypeScript through tsx), two files
// at a time (one per core of the 2-core machines this runs on; DOCGEN_TEST_JOBS to change).
//
//   node tests/run.mjs                  every file
//   node tests/run.mjs --unit           no whole-site build, no browser, no nginx: the inner loop
//   node tests/run.mjs --site --e2e     whole-site builds and HTTP / browser and nginx
//   node tests/run.mjs build-errors     the files whose path contains one of the words
//   node tests/run.mjs --list           the plan: which files, in which group and order, not run
//   node tests/run.mjs --checks         also the typecheck and lint scripts, as jobs in the lanes
//                                       (npm test): each part of their `a && b` a job of its own
//   node tests/run.mjs --save-durations write this run's times into tests/durations.json
//
// A file's group is read off its text: `e2e` drives Chromium or nginx, `site` builds or serves a
// whole site, runs the CLI or another program, `unit` is the rest. Files that
// start `docgen dev` (file watchers, reload timings) never run two at once. The Evolve site is
// built once per run, beside the first files, for every file that reads it (buildEvolveSite,
// servedEvolveSite: DOCGEN_TEST_EVOLVE_BUILD); run alone, such a file builds its own.
// The unit files share one process per lane, the other files processes in batches
// (tests/helpers/run-in-one-process.mjs), the browser files one Chromium per lane
// (DOCGEN_TEST_ISOLATE=1: one each). Each file's report is printed whole when it ends, with its
// wall and CPU time; the slowest files and the totals close the run.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { processTreeCpu } from './helpers/process-tree-cpu.mjs';

const GROUPS = ['unit', 'site', 'e2e'];
const args = process.argv.slice(2);
const groups = GROUPS.filter((g) => args.includes(`--${g}`));
const only = args.filter((a) => !a.startsWith('--'));
const jobs = Number(process.env.DOCGEN_TEST_JOBS) || Math.min(2, availableParallelism());
// Each file's seconds in a run on the 2-core machine (relative weights: the machine's load scales
// them all), kept in the repository: the order (longest first, so that the lanes end together) is
// the same in every checkout, a fresh clone included. A file not in it yet gets its group's guess;
// `--save-durations` updates it. (CPU time would not do: a browser file's page work runs in
// Chromium's renderers, whose CPU its process is not charged for.)
const durationsFile = 'tests/durations.json';

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'fixtures' && entry.name !== 'node_modules') walk(full);
    else if (/\.test\.tsx?$/.test(entry.name) && (only.length === 0 || only.some((o) => full.includes(o))))
      files.push(full);
  }
};
walk('tests');

// What a file calls, read off its own text (the test helpers that build, serve or drive a browser
// are named here: a new one is added to these lists).
const BROWSER = /\b(launchBrowser|servedFixture|servedGeneratedSite|servedEvolveSite|startNginx)\(/;
const WHOLE_SITE =
  /\b(build|dev|serve|mock)\(\{|\b(runDocgen|runDocgenInProcess|buildEvolveSite|buildCases|httpSuite)\(|from 'node:child_process'/;
const plan = files.map((file) => {
  const text = readFileSync(file, 'utf8');
  return {
    file,
    group:
      BROWSER.test(text) || file.includes(`${path.sep}e2e${path.sep}`)
        ? 'e2e'
        : WHOLE_SITE.test(text)
          ? 'site'
          : 'unit',
    // Watchers and reload timings: one such file at a time.
    exclusive: /src\/commands\/dev\.ts'/.test(text),
    evolve: /\b(build|served)EvolveSite\(/.test(text),
  };
});
const selected = plan.filter((p) => groups.length === 0 || groups.includes(p.group));

// Longest first (tests/durations.json, else e2e and whole-site files first), so that the two
// lanes end together.
const durations = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
const guess = { e2e: 100, site: 50, unit: 2, check: 60 };
const expected = (p) =>
  p.files
    ? p.files.reduce((sum, f) => sum + (durations[f] ?? guess.unit), 0)
    : (durations[p.file] ?? guess[p.group]);

// The typecheck and lint scripts of package.json, each `&&` part a job (with --checks).
const checks = args.includes('--checks')
  ? ['typecheck', 'lint'].flatMap((script) =>
      JSON.parse(readFileSync('package.json', 'utf8'))
        .scripts[script].split(' && ')
        .map((command) => ({ file: command, command, group: 'check', exclusive: false, evolve: false })),
    )
  : [];
// Files share processes: Node, tsx and docgen's modules (and playwright-core) are loaded once per
// batch instead of once per file (about 1.5 to 2.5 s of CPU each), by
// tests/helpers/run-in-one-process.mjs, which runs a batch's files one after another, each file's
// tests and hooks in a describe() block of its own. The unit files make one batch per lane; the
// other files batches of about BATCH seconds (of tests/durations.json) of one group, those that
// read the shared Evolve build apart, and the files that start `docgen dev` apart too (a batch of
// them runs while no other such file does); a longer file keeps a process of its own. DOCGEN_TEST_ISOLATE=1 runs every file in its own process, to tell a file
// that leaks state into the next.
const BATCH = 250;
const isolate = Boolean(process.env.DOCGEN_TEST_ISOLATE);
const batch = (files, name) => ({
  file: name,
  files: files.map((p) => p.file),
  group: files[0].group,
  exclusive: files[0].exclusive,
  evolve: files[0].evolve,
});
const batches = [];
const batched = new Set();
if (!isolate) {
  const byLength = (list) =>
    [...list].sort((a, b) => expected(b) - expected(a) || a.file.localeCompare(b.file));
  const total = (list) => list.reduce((sum, p) => sum + expected(p), 0);
  const units = byLength(selected.filter((p) => p.group === 'unit'));
  // Longest first into the lightest lane's batch.
  const lanes = Array.from({ length: Math.min(jobs, units.length) }, () => []);
  // Ties go to the lane with fewer files: files expected to take 0 s all went to the first lane,
  // and an empty lane made a batch of nothing (the runner stopped on it).
  const lighter = (a, b) => total(b) < total(a) || (total(b) === total(a) && b.length < a.length);
  for (const p of units) lanes.reduce((a, b) => (lighter(a, b) ? b : a)).push(p);
  lanes
    .filter((files) => files.length > 0)
    .forEach((files, i) => batches.push(batch(files, `the unit files, part ${i + 1}`)));
  // Smaller when few files run, so that every lane gets some.
  const size = Math.min(BATCH, total(selected.filter((p) => p.group !== 'unit')) / jobs);
  for (const group of ['site', 'e2e'])
    for (const evolve of [false, true])
      for (const exclusive of [false, true]) {
        const chunks = [];
        // First fit, longest first: batches of at most `size` seconds.
        for (const p of byLength(
          selected.filter(
            (p) =>
              p.group === group && p.evolve === evolve && p.exclusive === exclusive && expected(p) < BATCH,
          ),
        )) {
          const chunk = chunks.find((c) => total(c) + expected(p) <= size);
          if (chunk) chunk.push(p);
          else chunks.push([p]);
        }
        for (const chunk of chunks.filter((c) => c.length > 1))
          batches.push(
            batch(
              chunk,
              `${group} files${evolve ? ' (Evolve build)' : ''}${exclusive ? ' that start docgen dev' : ''}, batch ${batches.length + 1}`,
            ),
          );
      }
  for (const b of batches) for (const file of b.files) batched.add(file);
}
const queue = [...checks, ...selected.filter((p) => !batched.has(p.file)), ...batches].sort(
  (a, b) => expected(b) - expected(a) || a.file.localeCompare(b.file),
);
// The plan, in the order the lanes take it (the same in every checkout).
if (args.includes('--list')) {
  for (const p of queue)
    console.log(
      `${String(Math.round(expected(p))).padStart(4)} s  ${p.group.padEnd(5)} ${p.exclusive ? 'exclusive ' : ''}${p.evolve ? 'evolve ' : ''}${p.files ? `${p.file}: ${p.files.join(' ')}` : p.file}`,
    );
  process.exit(0);
}

// One Chromium per lane for every browser file the lane runs (a Playwright server; the files
// connect to it through launchBrowser(): DOCGEN_TEST_BROWSER), launched when the lane's first
// browser file starts, instead of a launch (about 1.5 to 2 s of CPU) per file or describe() block.
const chromiumOptions = JSON.parse(readFileSync('tests/helpers/chromium.json', 'utf8'));
// chromium.json's `--disable-features` turns off the omnibox popups' WebUI, which Chromium loads
// into a renderer of its own for every browser window (a Playwright context) although headless
// pages never show it: about 1.8 s of CPU a context. Chromium reads only the last
// `--disable-features` switch, so that list repeats Playwright's own; checked here on every launch.
function checkDisabledFeatures(pid) {
  let lists;
  try {
    lists = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
  } catch {
    return; // no /proc
  }
  const missing = lists.length > 1 ? lists[0].filter((feature) => !lists.at(-1).includes(feature)) : [];
  if (missing.length && !failures.includes('tests/helpers/chromium.json')) {
    failures.push('tests/helpers/chromium.json');
    console.log(
      `# tests/helpers/chromium.json: its --disable-features, the one Chromium reads, leaves out what Playwright disables: ${missing.join(', ')} (add them to it)\n`,
    );
  }
}
/** @type {(Promise<import('playwright-core').BrowserServer> | undefined)[]} */
const laneBrowsers = [];
async function laneBrowser(lane) {
  const server = await laneBrowsers[lane]?.catch(() => undefined);
  if (server && server.process().exitCode === null && server.process().signalCode === null)
    return server.wsEndpoint();
  laneBrowsers[lane] = import('playwright-core').then(({ chromium }) =>
    chromium.launchServer({
      executablePath: process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath,
      args: chromiumOptions.args,
    }),
  );
  try {
    const launched = await laneBrowsers[lane];
    checkDisabledFeatures(launched.process().pid);
    return launched.wsEndpoint();
  } catch (error) {
    // The file launches its own Chromium then, and fails as it would have.
    console.log(`# Chromium for lane ${lane + 1} did not start: ${error.message}\n`);
    return undefined;
  }
}

let browsersCpu;
/** The lanes' Chromiums' CPU seconds by process type. */
const browsersByType = {};

const runDir = mkdtempSync(path.join(tmpdir(), 'docgen-test-run-'));
// nginx workers drop privileges: the shared build must be readable by any user.
chmodSync(runDir, 0o755);
const baseEnv = { ...process.env, NODE_ENV: 'production' };
delete baseEnv.DOCGEN_TEST_EVOLVE_BUILD;

// Each file's CPU time (user + system, its child processes included: the CLI runs, Chromium,
// nginx) is read by GNU time where it is installed; without it the CPU column is left out.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
let cpuFiles = 0;

/** Runs `argv` with Node (see run). */
const node = (argv, env) => run(process.execPath, argv, env);

/**
 * Runs a program; resolves with its exit code, everything it printed and the CPU seconds it and
 * its children used (undefined when they cannot be read).
 */
function run(program, argv, env) {
  return new Promise((resolve) => {
    const cpuFile = gnuTime && path.join(runDir, `cpu-${cpuFiles++}`);
    const [command, commandArgs] = cpuFile
      ? [gnuTime, ['-o', cpuFile, '-f', '%U %S', program, ...argv]]
      : [program, argv];
    const child = spawn(command, commandArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('close', (code, signal) => {
      let cpu;
      try {
        // GNU time writes "Command exited with non-zero status N" first when the command failed.
        const [user, sys] = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
        if (Number.isFinite(user) && Number.isFinite(sys)) cpu = user + sys;
      } catch {
        // no GNU time, or it was killed with the command
      }
      resolve({ code: code ?? 1, signal, output, cpu });
    });
  });
}

const started = performance.now();
/** @type {{ file: string; ms: number; code: number; counts: Record<string, number> }[]} */
const results = [];
const failures = [];

// The Evolve site, built once for the files that read it (they wait for it; the others do not).
let evolve = { state: selected.some((p) => p.evolve) ? 'building' : 'unused', dir: '' };
if (evolve.state === 'building') {
  const outDir = path.join(runDir, 'evolve', 'build');
  mkdirSync(path.dirname(outDir), { recursive: true, mode: 0o755 });
  const t = performance.now();
  node(
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { build } = await import(${JSON.stringify(path.resolve('src/commands/build.ts'))});
       await build({ root: ${JSON.stringify(process.cwd())}, outDir: ${JSON.stringify(outDir)} });`,
    ],
    baseEnv,
  ).then(({ code, output, cpu }) => {
    const seconds = ((performance.now() - t) / 1000).toFixed(1);
    if (code === 0) {
      evolve = { state: 'built', dir: outDir, cpu };
      console.log(`# the Evolve site, built once for this run (${seconds} s${cpuText(cpu)})\n`);
    } else {
      // Its files still run, each building its own, and fail as they would have.
      evolve = { state: 'failed', dir: '', cpu };
      failures.push('the shared Evolve build');
      console.log(`# the shared Evolve build failed (${seconds} s${cpuText(cpu)}):\n${output}`);
    }
    wake();
  });
}

const counts = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
let running = [];
/** Lanes waiting for a file or the Evolve build to end. */
const waiting = [];
const wake = () => {
  for (const resolve of waiting.splice(0)) resolve();
};

/** The next file a free lane may start, or undefined to wait. */
function next() {
  const i = queue.findIndex(
    (p) => !(p.evolve && evolve.state === 'building') && !(p.exclusive && running.some((r) => r.exclusive)),
  );
  return i < 0 ? undefined : queue.splice(i, 1)[0];
}

const cpuText = (cpu) => (cpu === undefined ? '' : ` (CPU ${cpu.toFixed(1)} s)`);
const chromiumText = (cpu) => (cpu === undefined ? '' : `, the lane's Chromium ${cpu.toFixed(1)} s`);
/** The CPU seconds of every file and of the shared Evolve build, or undefined without GNU time. */
const totalCpu = () =>
  results.some((r) => r.cpu === undefined)
    ? undefined
    : results.reduce((sum, r) => sum + r.cpu, (evolve.cpu ?? 0) + (browsersCpu ?? 0) + runnerCpu());
/** This process's own CPU seconds (it serves the lanes' Chromiums to the files). */
const runnerCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function runFile(p, laneIndex) {
  const t = performance.now();
  const env = { ...baseEnv };
  if (evolve.state === 'built') env.DOCGEN_TEST_EVOLVE_BUILD = evolve.dir;
  const browser =
    p.group === 'e2e' &&
    !process.env.DOCGEN_TEST_BROWSER &&
    !process.env.DOCGEN_TEST_ISOLATE &&
    (await laneBrowser(laneIndex));
  // The lane's Chromium: its CPU while this file runs is the file's (one file at a time a lane).
  const chromiumPid = browser ? (await laneBrowsers[laneIndex]).process().pid : undefined;
  const chromiumTree = () => (chromiumPid === undefined ? undefined : processTreeCpu(chromiumPid)?.total);
  const chromiumBefore = chromiumTree();
  if (browser) {
    env.DOCGEN_TEST_BROWSER = browser;
    env.DOCGEN_TEST_BROWSER_PID = String(chromiumPid);
  }
  const timesFile = p.files && path.join(runDir, `times-${cpuFiles}`);
  if (timesFile) env.DOCGEN_TEST_BATCH_TIMES = timesFile;
  const argv = p.files ? ['tests/helpers/run-in-one-process.mjs', ...p.files] : [p.file];
  const { code, signal, output, cpu } =
    p.group === 'check'
      ? // as npm runs a script: its packages' programs on the PATH
        await run('sh', ['-c', p.command], {
          ...env,
          PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${env.PATH ?? ''}`,
        })
      : await node(['--import', 'tsx', '--test-reporter=spec', ...argv], env);
  const ms = performance.now() - t;
  const chromiumAfter = chromiumTree();
  const chromiumCpu =
    chromiumBefore !== undefined && chromiumAfter !== undefined ? chromiumAfter - chromiumBefore : undefined;
  const fileCounts = {};
  for (const [, key, n] of output.matchAll(/^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm)) {
    fileCounts[key] = Number(n);
    counts[key] += Number(n);
  }
  const ok = code === 0 && (p.group === 'check' || fileCounts.tests !== undefined);
  // A batch's files: each one's wall and in-process CPU, and the ones that failed (their
  // describe() blocks, named for them, at the top level of the report).
  const files = p.files
    ? (existsSync(timesFile) ? readFileSync(timesFile, 'utf8').trim().split('\n') : [])
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : undefined;
  const failed = new Set([...output.matchAll(/^✖ (\S+\.test\.tsx?) \(/gm)].map((m) => m[1]));
  if (!ok)
    failures.push(
      p.files ? `${p.file}: ${p.files.filter((f) => failed.has(f)).join(' ') || 'see its output'}` : p.file,
    );
  results.push({
    file: p.file,
    batch: Boolean(p.files),
    ms,
    cpu,
    chromiumCpu,
    code,
    counts: fileCounts,
    files,
  });
  const status = ok ? 'ok' : `FAILED (exit ${signal ?? code})`;
  const what = p.files
    ? `${p.file}:\n${p.files
        .map((f) => {
          const t = files.find((r) => r.file === f);
          return `#   ${f}${failed.has(f) ? ' FAILED' : ''}${t ? ` ${(t.ms / 1000).toFixed(1)} s (CPU in the batch's process ${t.cpu.toFixed(1)} s${chromiumText(t.chromiumCpu)})` : ' (did not end)'}`;
        })
        .join('\n')}\n# the batch`
    : p.file;
  // A batch's process: its start-up (Node, tsx, the first file's imports) and how long it lived
  // after its last file ended (a timer or handle left behind keeps it alive for nothing).
  const last = files?.at(-1);
  const around =
    files?.length && last.start !== undefined
      ? `, start-up ${(files[0].start / 1000).toFixed(1)} s, after its last file ${((ms - last.start - last.ms) / 1000).toFixed(1)} s`
      : '';
  console.log(
    `# ${what} [${p.group}] ${status} in ${(ms / 1000).toFixed(1)} s${cpuText(cpu)}${chromiumText(chromiumCpu)}${around}\n${output.trimEnd()}\n`,
  );
}

async function lane(_, laneIndex) {
  for (;;) {
    const p = next();
    if (!p) {
      if (queue.length === 0) return;
      await new Promise((resolve) => waiting.push(resolve));
      continue;
    }
    running.push(p);
    await runFile(p, laneIndex);
    running = running.filter((r) => r !== p);
    wake();
  }
}

console.log(
  `# ${selected.length} test files (${GROUPS.map((g) => `${selected.filter((p) => p.group === g).length} ${g}`).join(', ')}), ${jobs} at a time\n`,
);
await Promise.all(Array.from({ length: jobs }, lane));
await Promise.all(
  laneBrowsers.map((server) =>
    server
      ?.then((s) => {
        const cpu = processTreeCpu(s.process().pid);
        if (cpu !== undefined) {
          browsersCpu = (browsersCpu ?? 0) + cpu.total;
          for (const [type, seconds] of Object.entries(cpu.byType))
            browsersByType[type] = (browsersByType[type] ?? 0) + seconds;
        }
        return s.close();
      })
      .catch(() => {}),
  ),
);
rmSync(runDir, { recursive: true, force: true });

const seconds = (performance.now() - started) / 1000;
if (args.includes('--save-durations')) {
  // A batch's files: each one's time in the batch.
  const measured = { ...durations };
  for (const r of results)
    for (const { file, ms } of r.files ?? [{ file: r.file, ms: r.ms }])
      measured[file] = Math.round(ms / 100) / 10;
  const sorted = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log("# slowest files (wall, CPU; a batch's files: the CPU of the batch's process while each ran)");
for (const r of results
  .flatMap((r) => r.files ?? [r])
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10))
  console.log(
    `#   ${(r.ms / 1000).toFixed(1).padStart(6)} s ${r.cpu === undefined ? '' : `${r.cpu.toFixed(1).padStart(6)} s`}  ${r.file}`,
  );
console.log(
  "# the most CPU (the file's process, or its share of its batch's, + the lane's Chromium while it ran)",
);
for (const r of results
  .flatMap((r) => r.files ?? [r])
  .filter((r) => r.cpu !== undefined)
  .map((r) => ({ ...r, all: r.cpu + (r.chromiumCpu ?? 0) }))
  .sort((a, b) => b.all - a.all)
  .slice(0, 15))
  console.log(
    `#   ${r.all.toFixed(1).padStart(6)} s = ${r.cpu.toFixed(1).padStart(5)} s + Chromium ${(r.chromiumCpu ?? 0).toFixed(1).padStart(5)} s  ${r.file}`,
  );
if (process.env.DOCGEN_TEST_REPORT)
  writeFileSync(
    process.env.DOCGEN_TEST_REPORT,
    `${JSON.stringify({ seconds, cpu: totalCpu(), evolveCpu: evolve.cpu, browsersCpu, browsersByType, results }, null, 1)}\n`,
  );
if (failures.length) console.log(`# failed:\n${failures.map((f) => `#   ${f}`).join('\n')}`);
for (const [key, n] of Object.entries(counts)) console.log(`ℹ ${key} ${n}`);
console.log(`ℹ duration_ms ${Math.round(seconds * 1000)}`);
if (browsersCpu !== undefined)
  console.log(
    `# the lanes' Chromiums: CPU ${browsersCpu.toFixed(1)} s (${Object.entries(browsersByType)
      .sort(([, a], [, b]) => b - a)
      .map(([type, seconds]) => `${type} ${seconds.toFixed(1)} s`)
      .join(
        ', ',
      )}; a zygote's: the renderers that ended), this runner ${runnerCpu().toFixed(1)} s (in the total below)`,
  );
if (totalCpu() !== undefined) console.log(`ℹ cpu_ms ${Math.round(totalCpu() * 1000)}`);
// A file that failed without a failing test (it crashed, or printed no report) counts as one.
const crashed = results.filter((r) => r.code !== 0 && !r.counts.fail && !r.counts.cancelled).length;
console.log(
  `tests: ${counts.pass} passed, ${counts.fail + counts.cancelled + crashed} failed, ${counts.skipped} skipped`,
);
process.exit(failures.length ? 1 : 0);
