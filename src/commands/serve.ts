// `docgen serve [dir]`: serves a built site on 127.0.0.1 (by default) with docgen's URL rules.
import { existsSync } from 'node:fs';
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
  const baseUrl = parseBasePath(options.baseUrl ?? '/');
  const dir = path.resolve(options.dir ?? 'build');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new DocgenError(
      `Nothing to serve: ${path.relative(process.cwd(), dir) || dir} has no index.html.`,
      { hint: 'Run `docgen build` first, or pass the output folder: `docgen serve build`.' },
    );
  }
  const handler = createStaticHandler({ dir, baseUrl });
  return listen(createSiteServer(handler), options.port ?? 3000, options.host ?? '127.0.0.1', baseUrl);
}
