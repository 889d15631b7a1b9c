// src/server/static-handler.ts over real HTTP, through `docgen serve`: the shared HTTP suite
// (the same one deploy/nginx.conf must pass).
import { serve } from '../../src/commands/serve.ts';
import { httpSuite } from '../helpers/http-suite.ts';

httpSuite('src/server/static-handler.ts', async (outDir) => {
  const running = await serve({ dir: outDir, port: 0 });
  return { url: new URL(running.url).origin, close: running.close };
});
