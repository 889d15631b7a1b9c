// src/cli.ts: the port of `docgen serve` and `docgen dev` comes from --port, else from the PORT
// environment variable (so `PORT=8080 npm start` works), else 3000.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { copyFixture, repoRoot, runDocgen } from './helpers/fixtures.ts';

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
