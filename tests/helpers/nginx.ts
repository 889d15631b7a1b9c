// Runs deploy/nginx.conf for tests: the config with the test's root and port, in a temp prefix,
// nginx in the foreground as a child process on 127.0.0.1.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './fixtures.ts';
import type { RunningSite } from './http-suite.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Why the nginx tests cannot run here, or false. In CI a missing nginx is a failure, not a skip. */
export function nginxSkipReason(): string | false {
  const config = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const modules = [...config.matchAll(/^load_module\s+([^;]+);/gm)].map((m) => m[1]);
  const missing = [NGINX, ...modules].filter((file) => !existsSync(file));
  if (missing.length === 0) return false;
  if (process.env.CI)
    throw new Error(
      `${missing.join(', ')} missing: .ci/run installs Debian's nginx and its brotli module; the deploy config must be tested in CI.`,
    );
  return `${missing.join(', ')} not installed (apt-get install nginx-light libnginx-mod-http-brotli-static)`;
}

/** deploy/nginx.conf with the two EDIT lines pointed at `root` and `port`. */
export function renderNginxConfig(root: string, port: number): string {
  const config = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const rendered = config
    .replace(/^(\s*)listen [^;]+;.*$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;]+;.*$/m, `$1root ${root};`);
  if (rendered === config || !rendered.includes(`root ${root};`))
    throw new Error('deploy/nginx.conf lost its `listen` / `root` lines');
  return rendered;
}

export async function startNginx(root: string): Promise<RunningSite> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'docgen-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const port = await freePort();
  writeFileSync(path.join(prefix, 'nginx.conf'), renderNginxConfig(root, port));
  const child = spawn(
    NGINX,
    [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-g',
      `daemon off; master_process on; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log warn;`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = existsSync(path.join(prefix, 'logs/error.log'))
        ? readFileSync(path.join(prefix, 'logs/error.log'), 'utf8')
        : '';
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
