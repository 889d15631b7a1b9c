// The dev HTTP server: the live-reload channel and script under `<base>_docgen/`, everything else
// from the dev output folder with the static handler's rules (exact routes, 301s, 404 page).
// Before the first build is over there is nothing to serve: requests wait for it, never a 404.
import type { Server } from 'node:http';
import { createSiteServer } from '../server/site-server.ts';
import { createStaticHandler, type Handler } from '../server/static-handler.ts';
import { devUrls, waitingPage } from './dev-output.ts';
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
  /**
   * Settles when the first build is over: until then the output folder holds no site, and a
   * request is held (the browser shows it loading) rather than answered with the not-found page.
   */
  firstBuild?: Promise<unknown>;
  /** False while no build has succeeded yet: pages get the waiting page (503), which reloads itself. */
  hasSite?: () => boolean;
}

export function createDevServer({
  dir,
  baseUrl,
  live,
  clientScript,
  staticDir,
  firstBuild,
  hasSite = () => true,
}: DevServerOptions): Server {
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
    if (firstBuild) await firstBuild;
    if (!hasSite() && (req.method === 'GET' || req.method === 'HEAD')) {
      // The first build failed: the page listens for the next rebuild and shows the error meanwhile.
      const page = waitingPage(base);
      res.writeHead(503, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '1',
        'Content-Length': Buffer.byteLength(page),
      });
      res.end(req.method === 'HEAD' ? undefined : page);
      return;
    }
    return staticFor(base)(req, res);
  });
}
