// src/server/static-handler.ts over real HTTP, through `docgen serve`: the shared HTTP suite
// (the same one deploy/nginx.conf must pass), on a build of pages as x/index.html and on one with
// `trailingSlash: false` (x.html, with the host files).
import { serve } from '../../src/commands/serve.ts';
import { httpSuite } from '../helpers/http-suite.ts';

const start = async (outDir: string) => {
  const running = await serve({ dir: outDir, port: 0 });
  return { url: new URL(running.url).origin, close: running.close };
};

httpSuite('src/server/static-handler.ts', start);
httpSuite('src/server/static-handler.ts (trailingSlash: false)', start, {
  config: { trailingSlash: false, hostFiles: true },
});
