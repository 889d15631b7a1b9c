// `docgen <args>` run by runCli (src/cli.ts) inside the test's own process: what a terminal would
// show and the exit code, as runDocgen gives them, without starting Node and loading docgen
// again (about 3 s of CPU per run on the test machine, against a few hundred ms here). The
// compiled CLI (bin/docgen → dist/) is still run as a process by a few tests of each kind.
import { format } from 'node:util';
import { runCli } from '../../src/cli.ts';

type Write = typeof process.stderr.write;

/**
 * Runs the CLI in `cwd` (docgen's messages name files relative to the current folder), so only
 * one run at a time per process: node:test runs a file's tests one after another.
 */
export async function runDocgenInProcess(
  args: string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const saved = {
    log: console.log,
    info: console.info,
    error: console.error,
    warn: console.warn,
    write: process.stderr.write,
    cwd: process.cwd(),
    noColor: process.env.NO_COLOR,
    exitCode: process.exitCode,
  };
  const line = (args: unknown[]) => `${format(...args)}\n`; // as console does
  console.log = console.info = (...a: unknown[]) => void (stdout += line(a));
  console.error = console.warn = (...a: unknown[]) => void (stderr += line(a));
  // Anything written to stderr directly. stdout stays the test runner's: it reports through it.
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as Write;
  process.env.NO_COLOR = '1';
  process.chdir(cwd);
  try {
    const code = await runCli([process.execPath, 'docgen', ...args]);
    return { code, stdout, stderr };
  } finally {
    process.chdir(saved.cwd);
    Object.assign(console, { log: saved.log, info: saved.info, error: saved.error, warn: saved.warn });
    process.stderr.write = saved.write;
    if (saved.noColor === undefined) delete process.env.NO_COLOR;
    else process.env.NO_COLOR = saved.noColor;
    // runCli sets the exit code a process would end with; this process is the test runner's.
    process.exitCode = saved.exitCode;
  }
}
