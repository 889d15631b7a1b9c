// src/cli.ts: the port of `docgen serve` and `docgen dev` comes from --port, else from the PORT
// environment variable (so `PORT=8080 npm start` works), else 3000.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { copyFixture, repoRoot, runDocgen, rewriteFile } from './helpers/fixtures.ts';

const docgen = path.join(repoRoot, 'bin/docgen');

describe('src/cli.ts: PORT', () => {
  const fixture = copyFixture('basic');
  before(() => assert.equal(runDocgen(['build'], fixture.dir).code, 0));
  after(() => fixture.cleanup());

  test('PORT picks the port of `docgen serve`', async () => {
    const child = spawn(process.execPath, [docgen, 'serve'], {
      cwd: fixture.dir,
      env: { ...process.env, PORT: '0', NO_COLOR: '1' },
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          const match = /Serving build at (http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(out);
          if (match) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
      });
      assert.notEqual(new URL(url).port, '3000', 'PORT=0 picked a free port, not the default');
      assert.equal((await fetch(url)).status, 200);
    } finally {
      child.kill('SIGINT');
    }
  });

  test('a PORT that is not a port is a clear error', () => {
    const result = spawnSync(process.execPath, [docgen, 'serve'], {
      cwd: fixture.dir,
      encoding: 'utf8',
      env: { ...process.env, PORT: 'eighty', NO_COLOR: '1' },
    });
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /error The PORT environment variable is "eighty", which is not a port\.\n {2}hint: /,
    );
    assert.doesNotMatch(result.stderr, /\n\s+at /);
  });
});

/** Starts `docgen serve` with `args` (PORT=0) in `cwd`; resolves with its URL and what it printed. */
function startServe(args: string[], cwd: string) {
  const child = spawn(process.execPath, [docgen, 'serve', ...args], {
    cwd,
    env: { ...process.env, PORT: '0', NO_COLOR: '1' },
  });
  let out = '';
  const ready = new Promise<{ url: string; out: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (match) resolve({ url: match[1], out });
    });
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
  return { ready, stop: () => child.kill('SIGINT') };
}

describe('src/cli.ts: serve --root', () => {
  const fixture = copyFixture('basic');
  const config = path.join(fixture.dir, 'docgen.config.ts');
  before(() => {
    rewriteFile(config, 'defineConfig({', "defineConfig({\n  outDir: 'site-out',");
    assert.equal(runDocgen(['build'], fixture.dir).code, 0);
  });
  after(() => fixture.cleanup());

  test('serves the output folder the config names (outDir), from another folder', async () => {
    const server = startServe(['--root', fixture.dir], path.dirname(fixture.dir));
    try {
      const { url, out } = await server.ready;
      assert.match(out, new RegExp(`Serving ${path.basename(fixture.dir)}/site-out at`));
      assert.equal((await fetch(new URL('guide/intro', url))).status, 200);
    } finally {
      server.stop();
    }
  });

  test('a config that does not load is a warning, and build/ is served', async () => {
    assert.equal(runDocgen(['build', '--out', 'build'], fixture.dir).code, 0);
    writeFileSync(config, "throw new Error('half-edited');\n");
    const server = startServe([], fixture.dir);
    try {
      const { url, out } = await server.ready;
      assert.match(
        out,
        /warning .*The config did not load, so the output folder it names is not known: serving build\./,
      );
      assert.match(out, /half-edited/);
      assert.equal((await fetch(new URL('guide/intro', url))).status, 200);
    } finally {
      server.stop();
    }
  });
});
