// The command line: parses arguments and calls the exported commands. Heavy modules are loaded
// only by the command that needs them, so `docgen --help` answers at once.
import { Command, InvalidArgumentError } from 'commander';
import { DocgenError, errorForTerminal, isDocgenError } from './errors.ts';

interface InitFlags {
  title?: string;
  api: boolean;
  yes?: boolean;
  force?: boolean;
  fromDocusaurus?: string;
}

export async function runCli(argv: string[]): Promise<number> {
  // React's production build: the development one is several times slower to render.
  process.env.NODE_ENV ??= 'production';
  let exitCode = 0;
  let debug = argv.includes('--debug');
  const { packageVersion } = await import('./util/package-root.ts');
  const program = new Command()
    .name('docgen')
    .description('Build and serve a documentation site from Markdown and OpenAPI.')
    .version(packageVersion())
    .option('--debug', 'print stack traces for errors')
    .showHelpAfterError()
    .addHelpText(
      'after',
      examples([
        ['npx docgen init my-docs', 'start a new site in ./my-docs'],
        ['npx docgen dev', 'preview it with live reload'],
        ['npx docgen build && npx docgen serve', 'build it and serve the build'],
      ]),
    );
  const debugOption = '--debug';
  const debugHelp = 'print stage timings and stack traces for errors';

  program
    .command('init')
    .description('start a new site: config, two pages, an example OpenAPI document, a favicon, package.json')
    .argument('[dir]', 'the folder to create the site in', '.')
    .option('--title <title>', 'the site title (asked on a terminal; default "My Docs")')
    .option('--no-api', 'leave out the example OpenAPI document and its API pages')
    .option('-y, --yes', 'ask nothing: take the defaults (also without a terminal)')
    .option('--force', 'write into a folder that has files, adding only the missing ones')
    .option(
      '--from-docusaurus <site>',
      'make the site from a Docusaurus site folder (its docs, static files, sidebars and config); lists what is not carried over',
    )
    .option(debugOption, debugHelp)
    .addHelpText(
      'after',
      examples([
        ['docgen init my-docs', 'asks for a title, then writes ./my-docs'],
        ['docgen init --yes', 'the current (empty) folder, with the defaults'],
        ["docgen init docs --title 'Acme API' --no-api", 'no questions, no example API'],
        ['docgen init --from-docusaurus ../website docgen-site', 'a docgen site from a Docusaurus site'],
      ]),
    )
    .action(async (dir: string, opts: InitFlags) => {
      if (opts.fromDocusaurus !== undefined) {
        const { initFromDocusaurus } = await import('./commands/init-from-docusaurus.ts');
        const { fromDocusaurusReport } = await import('./cli/init-report.ts');
        console.log(fromDocusaurusReport(await initFromDocusaurus({ from: opts.fromDocusaurus, dir })));
        return;
      }
      const { init, DEFAULT_TITLE } = await import('./commands/init.ts');
      const { askInitQuestions, canAsk } = await import('./cli/init-questions.ts');
      // commander sets `api` to true unless --no-api: only an explicit --no-api skips the question.
      const given = { title: opts.title, api: argv.includes('--no-api') ? false : undefined };
      const answers = canAsk(opts.yes) ? await askInitQuestions(given, DEFAULT_TITLE) : given;
      const result = await init({
        dir,
        title: answers.title,
        api: answers.api ?? opts.api,
        force: opts.force,
      });
      const { nextSteps } = await import('./cli/init-report.ts');
      console.log(nextSteps(result));
    });

  program
    .command('build')
    .description('build the site into the output folder (atomically: a failed build keeps the old output)')
    .option('--root <dir>', 'site root, the folder with docgen.config.ts', '.')
    .option('--config <file>', 'config file (default: docgen.config.ts in the root)')
    .option('--out <dir>', 'output folder (default: outDir from the config, "build")')
    .option('--verbose', 'print every warning (by default, a kind with many is one line)')
    .option('--report <file>', 'write every warning to a JSON file (for CI)')
    .option('--no-cache', 'build without the build cache (default folder: node_modules/.cache/docgen)')
    .option('--cache-dir <dir>', "the build cache's folder (default: cacheDir from the config)")
    .option(debugOption, debugHelp)
    .addHelpText(
      'after',
      examples([
        ['docgen build', 'build ./docgen.config.ts into ./build'],
        ['docgen build --root website --out dist', 'another site folder and output folder'],
        ['docgen build --report warnings.json', 'CI: keep every warning in a file'],
      ]),
    )
    .action(
      async (opts: {
        root: string;
        config?: string;
        out?: string;
        verbose?: boolean;
        report?: string;
        cache: boolean;
        cacheDir?: string;
      }) => {
        const { build } = await import('./commands/build.ts');
        const { buildProgress } = await import('./cli/build-progress.ts');
        const progress = buildProgress({ debug });
        let result: Awaited<ReturnType<typeof build>>;
        try {
          result = await build({
            root: opts.root,
            config: opts.config,
            outDir: opts.out,
            noCache: !opts.cache,
            cacheDir: opts.cacheDir,
            onStage: progress.onStage,
            onProgress: progress.onProgress,
          });
        } finally {
          progress.stop();
        }
        const path = await import('node:path');
        const rel = path.relative(process.cwd(), result.outDir) || '.';
        const { warningLines, warningReport, groupWarnings } = await import('./warning-groups.ts');
        for (const line of warningLines(result.warnings, { verbose: opts.verbose })) console.error(line);
        if (opts.report) {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(opts.report, `${JSON.stringify(warningReport(result.warnings), null, 2)}\n`);
        }
        const { countWarnings } = await import('./warnings.ts');
        const count = countWarnings(result.warnings);
        const kinds = groupWarnings(result.warnings).length;
        const warned = count
          ? ` with ${count} warning${count === 1 ? '' : 's'}${kinds > 1 ? ` of ${kinds} kinds` : ''}`
          : '';
        console.log(
          `Built ${result.pages} pages into ${rel}/ in ${Math.round(result.ms)} ms (${formatBytes(result.bytes)})${warned}.`,
        );
      },
    );

  program
    .command('version')
    .description(
      'snapshot the current docs as a version (versioned_docs/, versioned_sidebars/, versions.json)',
    )
    .argument('<name>', 'the version name, e.g. 2.0')
    .option('--root <dir>', 'site root, the folder with docgen.config.ts', '.')
    .option('--config <file>', 'config file (default: docgen.config.ts in the root)')
    .option(debugOption, debugHelp)
    .addHelpText(
      'after',
      examples([
        [
          'docgen version 2.0',
          'copy the docs to versioned_docs/version-2.0 and list 2.0 first in versions.json',
        ],
      ]),
    )
    .action(async (name: string, opts: { root: string; config?: string }) => {
      const { version } = await import('./commands/version.ts');
      const result = await version({ name, root: opts.root, config: opts.config });
      console.log(
        `Made version ${name}: ${result.docs}/ and ${result.sidebars}; versions: ${result.versions.join(', ')}.`,
      );
    });

  program
    .command('serve')
    .description('serve a built site (exact routes, 301 for .html and trailing slashes, 404 page)')
    .argument('[dir]', 'the built site (default: the outDir the config in --root names, else "build")')
    .option('--root <dir>', 'site root, the folder with docgen.config.ts: its output folder is served', '.')
    .option('-p, --port <port>', 'port (default: the PORT environment variable, else 3000)', parsePort)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--base <path>', 'base URL the site is served under (default: the one it was built for)')
    .option(debugOption, debugHelp)
    .addHelpText(
      'after',
      examples([
        ['docgen serve', 'serve the build (./build) at http://127.0.0.1:3000'],
        ['docgen serve --root website', "serve the build of the site in ./website (its config's outDir)"],
        ['PORT=8080 docgen serve dist', 'another folder and port'],
        ['docgen serve --base /docs/', 'the site as deployed under /docs/'],
      ]),
    )
    .action(
      async (dir: string | undefined, opts: { root: string; port?: number; host: string; base?: string }) => {
        const { serve, builtFolder } = await import('./commands/serve.ts');
        const { warningLines } = await import('./warning-groups.ts');
        const folder =
          dir ??
          (await builtFolder(opts.root, (warning) => {
            for (const line of warningLines([warning], { verbose: false })) console.error(line);
          }));
        const running = await serve({
          dir: folder,
          port: opts.port ?? portFromEnv(3000),
          host: opts.host,
          baseUrl: opts.base,
        });
        await untilStopped(running, `Serving ${folder} at ${running.url}  (Ctrl+C to stop)`);
      },
    );

  program
    .command('dev')
    .description(
      'build, serve on localhost and rebuild on every change, with live reload and an error overlay',
    )
    .option('--root <dir>', 'site root, the folder with docgen.config.ts', '.')
    .option('--config <file>', 'config file (default: docgen.config.ts in the root)')
    .option('-p, --port <port>', 'port (default: the PORT environment variable, else 3000)', parsePort)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--verbose', 'print every warning (by default, a kind with many is one line)')
    .option('--no-cache', 'build without the build cache (default folder: node_modules/.cache/docgen)')
    .option('--cache-dir <dir>', "the build cache's folder (default: cacheDir from the config)")
    .option(debugOption, debugHelp)
    .addHelpText(
      'after',
      examples([
        ['docgen dev', 'preview the site in ./ at http://127.0.0.1:3000'],
        ['docgen dev --port 0', 'any free port'],
        ['docgen dev --host 0.0.0.0', 'reachable from other devices on the network'],
      ]),
    )
    .action(
      async (opts: {
        root: string;
        config?: string;
        port?: number;
        host: string;
        verbose?: boolean;
        cache: boolean;
        cacheDir?: string;
      }) => {
        const { dev } = await import('./commands/dev.ts');
        const running = await dev({
          root: opts.root,
          config: opts.config,
          port: opts.port ?? portFromEnv(3000),
          host: opts.host,
          debug,
          verbose: opts.verbose,
          noCache: !opts.cache,
          cacheDir: opts.cacheDir,
        });
        // Ctrl+C closes the watcher and the server and removes the dev output (handlers first, so
        // a signal right after the URL is printed is handled too).
        await untilStopped(running, `Serving ${running.url}  (watching for changes; Ctrl+C to stop)`);
      },
    );

  program
    .command('mock')
    .description(
      'serve every operation of the configured OpenAPI documents on localhost, answered from the specs',
    )
    .option('--root <dir>', 'site root, the folder with docgen.config.ts', '.')
    .option('--config <file>', 'config file (default: docgen.config.ts in the root)')
    .option('-p, --port <port>', 'port (default: the PORT environment variable, else 4010)', parsePort)
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option(
      '--max-body <MB>',
      'largest request body, in megabytes; larger ones get 413 (default: 10)',
      parseMegabytes,
    )
    .option(debugOption, debugHelp)
    .addHelpText(
      'after',
      examples([
        ['docgen mock', 'answer the API calls of the docs at http://127.0.0.1:4010'],
        ['PORT=5000 docgen mock', 'another port'],
        ['docgen mock --max-body 50', 'accept request bodies up to 50 MB'],
      ]),
    )
    .action(
      async (opts: { root: string; config?: string; port?: number; host: string; maxBody?: number }) => {
        const { mock } = await import('./commands/mock.ts');
        const running = await mock({
          root: opts.root,
          config: opts.config,
          port: opts.port ?? portFromEnv(4010),
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
function portFromEnv(fallback: number): number {
  const value = process.env.PORT;
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new DocgenError(`The PORT environment variable is "${value}", which is not a port.`, {
      hint: 'Use a whole number from 0 to 65535 (0 picks a free port), or pass --port.',
    });
  }
  return port;
}

function examples(rows: [command: string, what: string][]): string {
  const width = Math.max(...rows.map(([command]) => command.length));
  return `\nExamples:\n${rows.map(([command, what]) => `  $ ${command.padEnd(width)}  # ${what}`).join('\n')}`;
}

function formatBytes(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
