// package.json as published: `npm pack` (its prepack builds dist/ and the types), installed into
// an empty folder with its dependencies from the registry, as a new user would. The installed
// docgen then starts a site, builds it, previews it, serves it and mocks its API, and the site's
// config type-checks against the shipped types.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { readHtml, repoRoot } from '../helpers/fixtures.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'docgen-pack-'));
const project = path.join(temp, 'project');
const site = path.join(project, 'site');
const bin = path.join(project, 'node_modules/.bin/docgen');
after(() => rmSync(temp, { recursive: true, force: true }));

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  assert.equal(result.status, 0, `${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** Starts a server command, waits for the URL it prints, fetches `route` from it, stops it. */
async function fetchFromServer(args: string[], route: string): Promise<Response> {
  const child = spawn(bin, args, { cwd: site, env: { ...process.env, NO_COLOR: '1' } });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const read = (chunk: Buffer) => {
        out += chunk;
        const match = /(http:\/\/127\.0\.0\.1:\d+\/?)/.exec(out);
        if (match) resolve(match[1]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', (chunk: Buffer) => (out += chunk));
      child.once('exit', (code) => reject(new Error(`docgen ${args[0]} exited with ${code}: ${out}`)));
    });
    return await fetch(new URL(route, url));
  } finally {
    child.kill('SIGINT');
  }
}

describe('package.json: the packed tarball, installed', () => {
  let tarball = '';
  let files: string[] = [];
  let install: SpawnSyncReturns<string>;
  before(() => {
    // Packed from a copy of the checkout: npm pack's prepack and prepare scripts empty and rebuild
    // dist/, and in the checkout that is the dist/ every other test file's CLI runs use at the same
    // time (tests/run.mjs runs two files at once): one of them found a chunk missing.
    const source = path.join(temp, 'source');
    cpSync(repoRoot, source, {
      recursive: true,
      filter: (from) =>
        !/^(node_modules|\.git|dist|build|\.ab|\.typecheck|bench\/\.corpus)$/.test(
          path.relative(repoRoot, from),
        ),
    });
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(source, 'node_modules'));
    const packed = run('npm', ['pack', '--json', '--pack-destination', temp], source);
    // npm prints the prepack scripts' output before the JSON.
    const info = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('[\n')))[0];
    tarball = path.join(temp, info.filename);
    files = info.files.map((f: { path: string }) => f.path);
    mkdirSync(project);
    run('npm', ['init', '-y'], project);
    install = run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline'], project);
  });

  test('ships the CLI, its types, templates and client sources; nothing of the Evolve site, tests or bench', () => {
    for (const file of [
      'bin/docgen',
      'dist/cli.mjs',
      'dist/index.mjs',
      'dist/index.d.ts',
      'LICENSE',
      'README.md',
    ])
      assert.ok(files.includes(file), file);
    assert.ok(files.includes('templates/Layout.tsx'));
    assert.ok(files.includes('src/client/main.ts'));
    for (const prefix of [
      'content/',
      'openapi/',
      'static/',
      'tests/',
      'bench/',
      'deploy/',
      'docgen.config.ts',
    ])
      assert.deepEqual(
        files.filter((f) => f.startsWith(prefix)),
        [],
        prefix,
      );
    assert.ok(!files.some((f) => f.endsWith('.map')), 'no source maps');
    const size = readFileSync(tarball).length;
    assert.ok(size <= 3 * 1024 * 1024, `tarball is ${size} bytes`);
  });

  test('installs on this Node without an engine warning', () => {
    assert.doesNotMatch(install.stderr, /EBADENGINE/, install.stderr);
  });

  test('init, build: the new site is built', () => {
    assert.match(run(bin, ['--help'], project).stdout, /Usage: docgen/);
    const created = run(bin, ['init', '--yes', 'site'], project);
    assert.match(created.stdout, /cd site && npm install\n {2}npm run dev/);
    const built = run(bin, ['build'], site);
    assert.match(built.stdout, /Built 5 pages into build\//);
    const home = readHtml(path.join(site, 'build/index.html'));
    assert.equal(toString(select('h1', home)!), 'My Docs');
    assert.ok(existsSync(path.join(site, 'build/api/get-greeting/index.html')));
    assert.ok(existsSync(path.join(site, 'build/getting-started/index.html')));
  });

  test("the site's config type-checks against the shipped types, and a wrong key does not", () => {
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    // skipLibCheck as new TypeScript projects set it: the shipped types name node:http's Server
    // (what serve() returns), which a site without @types/node cannot resolve.
    const options = [
      '--skipLibCheck',
      '--noEmit',
      '--strict',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--target',
      'es2022',
    ];
    writeFileSync(
      path.join(site, 'wrong.config.ts'),
      "import { defineConfig } from 'docgen';\nexport default defineConfig({ title: 3, url: 'https://a.example' });\n",
    );
    // One compiler run for both files (its start-up and the types' load are most of its time):
    // every error it reports is the wrong file's.
    const checked = spawnSync(process.execPath, [tsc, ...options, 'docgen.config.ts', 'wrong.config.ts'], {
      cwd: site,
      encoding: 'utf8',
    });
    assert.notEqual(checked.status, 0);
    const errors = checked.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
    assert.ok(errors.length > 0, checked.stdout);
    assert.deepEqual(
      errors.filter((line) => !line.startsWith('wrong.config.ts(')),
      [],
      `docgen.config.ts does not type-check:\n${checked.stdout}`,
    );
    assert.match(checked.stdout, /wrong\.config\.ts\(2,.*'title'|number.*not assignable to.*string/);
  });

  test('serve, dev and mock run from the installed package', async () => {
    assert.equal((await fetchFromServer(['serve', '--port', '0'], '/getting-started')).status, 200);
    assert.equal((await fetchFromServer(['dev', '--port', '0'], '/getting-started')).status, 200);
    const mocked = await fetchFromServer(['mock', '--port', '0'], 'api.example.com/v1/greetings/Ada');
    assert.equal(mocked.status, 401);
  });
});
