// Runs Cloudflare's local Pages emulator (`wrangler pages dev`, workerd) on a build for the HTTP
// suite: the host's own routing (`/x` from x.html, its clean-URL redirects, 404.html) with the
// `_headers` and `_redirects` docgen wrote. wrangler is not a dependency of docgen (about 100 MB
// with its runtime): the tests run where `WRANGLER` names its binary, or `wrangler` is on the PATH.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningSite } from './http-suite.ts';
import { canConnect, freePort } from './nginx.ts';

export const WRANGLER = process.env.WRANGLER ?? 'wrangler';

/** The newest compatibility date the emulator's runtime supports, read off `wrangler --version`'s workerd. */
const COMPATIBILITY_DATE = process.env.WRANGLER_COMPATIBILITY_DATE ?? '2026-01-01';

/** Why the emulator tests cannot run here, or false. */
export function wranglerSkipReason(): string | false {
  const probe = spawnSync(WRANGLER, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  if (probe.status === 0) return false;
  return `wrangler not found (${WRANGLER}): \`npm install --prefix /tmp/wrangler wrangler\`, then WRANGLER=/tmp/wrangler/node_modules/.bin/wrangler`;
}

export async function startWrangler(root: string): Promise<RunningSite> {
  const port = await freePort();
  const home = mkdtempSync(path.join(tmpdir(), 'docgen-wrangler-'));
  const child = spawn(
    WRANGLER,
    [
      'pages',
      'dev',
      root,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      // It keeps its state in `.wrangler/` of its working folder: the temp one.
      cwd: home,
      // Its state, logs and the metrics prompt stay in a temp folder; nothing is sent anywhere.
      env: { ...process.env, XDG_CONFIG_HOME: home, WRANGLER_SEND_METRICS: 'false', CI: '1' },
    },
  );
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!(await canConnect(port)) || !/Ready on|Starting local server/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, close: stop };
}
