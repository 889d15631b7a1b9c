// `docgen serve [dir]`: serves a built site on 127.0.0.1 (by default) with docgen's URL rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.ts';
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
