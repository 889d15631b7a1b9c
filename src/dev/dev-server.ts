// The dev HTTP server: the live-reload channel and script under `<base>_docgen/`, everything else
// from the dev output folder with the static handler's rules (exact routes, 301s, 404 page).
import type { Server } from 'node:http';
import { createSiteServer } from '../server/site-server.ts';
import { createStaticHandler, type Handler } from '../server/static-handler.ts';
import { devUrls } from './dev-output.ts';
import type { LiveReload } from './live-reload.ts';

export interface DevServerOptions {
  dir: string;
  /** Read on every request: a config change may move the site to another base URL. */
  baseUrl: () => string;
  live: LiveReload;
  /** The compiled live-reload client. */
  clientScript: string;
  /** The site's static folder: a file there is served even before the rebuild has copied it. */
  staticDir?: () => string | undefined;
}

export function createDevServer({ dir, baseUrl, live, clientScript, staticDir }: DevServerOptions): Server {
  const handlers = new Map<string, Handler>();
  const staticFor = (base: string) => {
    if (!handlers.has(base))
      handlers.set(base, createStaticHandler({ dir, baseUrl: base, fallbackDir: staticDir }));
    return handlers.get(base)!;
  };
  return createSiteServer(async (req, res) => {
    const base = baseUrl();
    const pathname = (req.url ?? '/').split('?')[0];
    const urls = devUrls(base);
    if (pathname === urls.events && req.method === 'GET') return live.handle(req, res);
    if (pathname === urls.script && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Length': Buffer.byteLength(clientScript),
      });
      res.end(req.method === 'HEAD' ? undefined : clientScript);
      return;
    }
    return staticFor(base)(req, res);
  });
}
