// src/cli.ts and src/cli/: what `docgen build` prints. Warnings grouped by kind (all of them with
// --verbose, and in a --report file); one line per stage without a terminal, a live line on one;
// examples and --debug in every subcommand's help; `docgen mock` on the PORT it is given.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { init } from '../../src/commands/init.ts';
import { repoRoot, runDocgen } from '../helpers/fixtures.ts';

const docgen = path.join(repoRoot, 'bin/docgen');
const temp = mkdtempSync(path.join(tmpdir(), 'docgen-cli-output-'));
const site = path.join(temp, 'site');
after(() => rmSync(temp, { recursive: true, force: true }));

describe('src/cli.ts: docgen build output', () => {
  before(async () => {
    await init({ dir: site, title: 'Output' });
    // Six broken anchors (one kind, warned by default) and two broken .md links (another kind).
    const anchors = [1, 2, 3, 4, 5, 6].map((n) => `- [to ${n}](/getting-started#missing-${n})`);
    const markdown = ['- [gone](./gone.md)', '- [also gone](./also-gone.md)'];
    writeFileSync(
      path.join(site, 'content/links.md'),
      `---\ntitle: Links\n---\n\n${[...anchors, ...markdown].join('\n')}\n`,
    );
  });

  test('warnings: one line for a large kind with its first three places, small kinds in full', () => {
    const result = runDocgen(['build'], site);
    assert.equal(result.code, 0, result.stderr);
    const lines = result.stderr.trimEnd().split('\n');
    assert.equal(lines[0], 'warning 6× broken anchor …: no heading or anchor … on …', result.stderr);
    assert.equal(
      lines[1],
      '  at content/links.md:5, content/links.md:6, content/links.md:7 and 3 more (--verbose lists them all)',
    );
    assert.equal(lines.filter((l) => l.startsWith('warning content/links.md:')).length, 2, result.stderr);
    assert.match(result.stderr, /warning content\/links\.md:11: broken Markdown link \.\/gone\.md/);
    assert.match(result.stdout, /^ {2}load config +\d+ ms$/m, 'one plain line per stage without a terminal');
    assert.match(result.stdout, /^ {2}render +\d+ ms$/m);
    assert.match(
      result.stdout,
      /Built 6 pages into build\/ in \d+ ms \(.+\) with 8 warnings of 2 kinds\.\n$/,
    );
  });

  test('--verbose lists every warning; --report writes them all as JSON', () => {
    const result = runDocgen(['build', '--verbose', '--report', 'warnings.json'], site);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stderr.match(/^warning /gm)?.length, 8, result.stderr);
    const report = JSON.parse(readFileSync(path.join(site, 'warnings.json'), 'utf8'));
    assert.equal(report.warnings.length, 8);
    assert.deepEqual(
      report.kinds.map((k: { count: number }) => k.count),
      [6, 2],
    );
    assert.equal(report.warnings[0].file, 'content/links.md');
    assert.equal(report.warnings[0].line, 5);
  });

  test('on a terminal: a live line with the stage, no per-stage lines', () => {
    // script(1) gives the build a pseudo-terminal; CI is unset so the live line is used.
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.CI;
    const result = spawnSync(
      'script',
      ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(docgen)} build`, '/dev/null'],
      { cwd: site, encoding: 'utf8', env },
    );
    assert.equal(result.status, 0, result.stdout);
    assert.match(result.stdout, /\r? {2}load config/, 'the live line names the stage');
    assert.doesNotMatch(result.stdout, /^ {2}load config +\d+ ms/m, 'no per-stage lines');
    assert.match(result.stdout, /Built 6 pages into build\/ .* with 8 warnings of 2 kinds\./);
  });

  test('every subcommand’s --help has examples and --debug', () => {
    for (const command of ['init', 'build', 'dev', 'serve', 'mock']) {
      const result = runDocgen([command, '--help'], temp);
      assert.equal(result.code, 0, command);
      assert.match(result.stdout, /--debug/, command);
      assert.match(result.stdout, new RegExp(`Examples:\\n {2}\\$ (PORT=\\d+ )?docgen ${command}`), command);
    }
  });

  test('docgen mock listens on PORT like serve and dev', async () => {
    const child = spawn(process.execPath, [docgen, 'mock'], {
      cwd: site,
      env: { ...process.env, PORT: '0', NO_COLOR: '1' },
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          const match = /Mocking at (http:\/\/127\.0\.0\.1:(\d+)\/?)/.exec(out);
          if (match) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`mock exited with ${code}: ${out}`)));
      });
      assert.notEqual(new URL(url).port, '4010', 'PORT=0 picked a free port, not the default');
      const answer = await fetch(new URL('api.example.com/v1/greetings/Ada', url));
      assert.equal(answer.status, 401, 'the example operation needs its bearer token');
    } finally {
      child.kill('SIGINT');
    }
  });
});
