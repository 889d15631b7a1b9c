// The command line: parses arguments and calls the exported commands. Heavy modules are loaded
// only by the command that needs them, so `docgen --help` answers at once.
import { Command, InvalidArgumentError } from 'commander';
import { DocgenError, errorForTerminal, isDocgenError } from './errors.ts';

export async function runCli(argv: string[]): Promise<number> {
  // React's production build: the development one is several times slower to render.
  process.env.NODE_ENV ??= 'production';
  let exitCode = 0;
  let debug = argv.includes('--debug');
  const program = new Command()
    .name('docgen')
    .description('Build and serve a documentation site from Markdown and OpenAPI.')
    .version('0.1.0')
    .option('--debug', 'print stack traces for errors')
    .showHelpAfterError();

  program
    .command('build')
    .description('build the site into the output folder (atomically: a failed build keeps the old output)')
    .option('--root <dir>', 'site root, the folder with docgen.config.ts', '.')
    .option('--config <file>', 'config file (default: docgen.config.ts in the root)')
    .option('--out <dir>', 'output folder (default: outDir from the config, "build")')
    .action(async (opts: { root: string; config?: string; out?: string }) => {
      const { build } = await import('./commands/build.ts');
      const result = await build({
        root: opts.root,
        config: opts.config,
        outDir: opts.out,
        onStage: debug
          ? (name, ms) => {
              (globalThis as { gc?: () => void }).gc?.(); // with --expose-gc: live data only
              const heap = process.memoryUsage();
              console.error(
                `  ${name.padEnd(14)} ${ms.toFixed(0).padStart(6)} ms  heap ${(heap.heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(heap.rss / 2 ** 20).toFixed(0)} MB`,
              );
            }
          : undefined,
      });
      const rel = (await import('node:path')).relative(process.cwd(), result.outDir) || '.';
      const { warningForTerminal } = await import('./warnings.ts');
      for (const warning of result.warnings) console.error(warningForTerminal(warning));
      const warned = result.warnings.length
        ? ` with ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}`
        : '';
      console.log(
        `Built ${result.pages} pages into ${rel}/ in ${Math.round(result.ms)} ms (${formatBytes(result.bytes)})${warned}.`,
      );
    });

  program
    .command('serve')
    .description('serve a built site (exact routes, 301 for .html and trailing slashes, 404 page)')
    .argument('[dir]', 'the built site', 'build')
    .option('-p, --port <port>', 'port (default: the PORT environment variable, else 3000)', parsePort)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--base <path>', 'base URL the site is served under', '/')
    .action(async (dir: string, opts: { port?: number; host: string; base: string }) => {
      const { serve } = await import('./commands/serve.ts');
      const running = await serve({
        dir,
        port: opts.port ?? portFromEnv(),
        host: opts.host,
        baseUrl: opts.base,
      });
      await untilStopped(running, `Serving ${dir} at ${running.url}  (Ctrl+C to stop)`);
    });

  program
    .command('dev')
    .description(
      'build, serve on localhost and rebuild on every change, with live reload and an error overlay',
    )
    .option('--root <dir>', 'site root, the folder with docgen.config.ts', '.')
    .option('--config <file>', 'config file (default: docgen.config.ts in the root)')
    .option('-p, --port <port>', 'port (default: the PORT environment variable, else 3000)', parsePort)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .action(async (opts: { root: string; config?: string; port?: number; host: string }) => {
      const { dev } = await import('./commands/dev.ts');
      const running = await dev({
        root: opts.root,
        config: opts.config,
        port: opts.port ?? portFromEnv(),
        host: opts.host,
        debug,
      });
      // Ctrl+C closes the watcher and the server and removes the dev output (handlers first, so
      // a signal right after the URL is printed is handled too).
      await untilStopped(running, `Serving ${running.url}  (watching for changes; Ctrl+C to stop)`);
    });

  program
    .command('mock')
    .description(
      'serve every operation of the configured OpenAPI documents on localhost, answered from the specs',
    )
    .option('--root <dir>', 'site root, the folder with docgen.config.ts', '.')
    .option('--config <file>', 'config file (default: docgen.config.ts in the root)')
    .option('-p, --port <port>', 'port (default: 4010)', parsePort)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option(
      '--max-body <MB>',
      'largest request body, in megabytes; larger ones get 413 (default: 10)',
      parseMegabytes,
    )
    .action(
      async (opts: { root: string; config?: string; port?: number; host: string; maxBody?: number }) => {
        const { mock } = await import('./commands/mock.ts');
        const running = await mock({
          root: opts.root,
          config: opts.config,
          port: opts.port ?? 4010,
          host: opts.host,
          maxBodyBytes: opts.maxBody,
        });
        for (const { spec, urls } of running.mounts) console.log(`${spec} → ${urls.join(', ')}`);
        await untilStopped(running, `Mocking at ${running.url}  (Ctrl+C to stop)`);
      },
    );

  program.hook('preAction', (cmd) => {
    debug = Boolean(cmd.opts().debug) || debug;
  });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    exitCode = 1;
    if (isDocgenError(error)) {
      console.error(errorForTerminal(error));
      if (debug && error.cause) console.error(error.cause);
    } else {
      console.error('docgen: internal error (this is a bug in docgen, not in your site):');
      console.error(error);
    }
  }
  process.exitCode = exitCode;
  return exitCode;
}

/**
 * Runs a server until Ctrl+C (or SIGTERM), then closes it. The handlers are in place before the
 * URL is printed, so a signal sent as soon as the URL appears is handled too.
 */
function untilStopped(running: { close(): Promise<void> }, banner: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = () => running.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    console.log(banner);
  });
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

/** `--max-body 0.5` → bytes. */
function parseMegabytes(value: string): number {
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes <= 0)
    throw new InvalidArgumentError('give a size in megabytes greater than 0, e.g. --max-body 50.');
  return Math.round(megabytes * 1024 * 1024);
}

/** `PORT=8080 npm start`: the usual way to pick a port when the command line is not yours. */
function portFromEnv(): number {
  const value = process.env.PORT;
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new DocgenError(`The PORT environment variable is "${value}", which is not a port.`, {
      hint: 'Use a whole number from 0 to 65535 (0 picks a free port), or pass --port.',
    });
  }
  return port;
}

function formatBytes(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
