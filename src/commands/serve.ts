// `docgen serve [dir]`: serves a built site on 127.0.0.1 (by default) with docgen's URL rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DocgenError, isDocgenError } from '../errors.ts';
import { parseBasePath } from '../server/base-path.ts';
import { createSiteServer, listen, type RunningServer } from '../server/site-server.ts';
import { createStaticHandler } from '../server/static-handler.ts';

export type { RunningServer };

export interface ServeOptions {
  dir?: string;
  port?: number;
  host?: string;
  baseUrl?: string;
}

export async function serve(options: ServeOptions = {}): Promise<RunningServer> {
  const dir = path.resolve(options.dir ?? 'build');
  const baseUrl = parseBasePath(options.baseUrl ?? builtBase(dir) ?? '/');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new DocgenError(
      `Nothing to serve: ${path.relative(process.cwd(), dir) || dir} has no index.html.`,
      { hint: 'Run `docgen build` first, or pass the output folder: `docgen serve build`.' },
    );
  }
  const handler = createStaticHandler({ dir, baseUrl });
  return listen(createSiteServer(handler), options.port ?? 3000, options.host ?? '127.0.0.1', baseUrl);
}

/**
 * The output folder of the site in `root` (`docgen serve --root website`, or no folder named):
 * the one its config names (`outDir`), else `build`. A config that does not load is one warning,
 * and `build` is served: the built pages may be fine although the config is being edited.
 */
export async function builtFolder(root: string, warn: (warning: DocgenError) => void): Promise<string> {
  const fallback = path.join(root, 'build');
  const { findConfigFile, loadConfig } = await import('../config/load-config.ts');
  if (!findConfigFile(path.resolve(root))) return fallback;
  try {
    const { config } = await loadConfig(path.resolve(root));
    return path.relative(process.cwd(), path.resolve(root, config.outDir)) || '.';
  } catch (error) {
    if (!isDocgenError(error)) throw error;
    warn(
      new DocgenError(
        `The config did not load, so the output folder it names is not known: serving ${fallback}.`,
        {
          hint: error.message,
        },
      ),
    );
    return fallback;
  }
}

/**
 * The base URL the site was built for, as its pages name it (`<meta name="docgen:base">`; the
 * root page of a site whose latest docs version has a path of its own has none, its 404 page
 * does): a site built for `/my-project/` is served there, as it will be deployed.
 */
export function builtBase(dir: string): string | undefined {
  for (const page of ['index.html', '404.html']) {
    let html: string;
    try {
      html = readFileSync(path.join(dir, page), 'utf8');
    } catch {
      continue;
    }
    const content = /<meta name="docgen:base" content="([^"]*)"/.exec(html)?.[1];
    if (content === undefined) continue;
    const base = content.replace(/&(amp|#x27|#39|quot|lt|gt);/g, (_, name: string) =>
      name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
    );
    try {
      return parseBasePath(base);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
