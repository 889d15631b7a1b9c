// Static hosts serve a `trailingSlash: false` build with the `_headers` and `_redirects` docgen
// writes (config `hostFiles`) as `docgen serve` and deploy/nginx.conf serve it: the same HTTP suite
// against Cloudflare's Pages emulator (`wrangler pages dev`), where it is installed. What the host
// does its own way is named in the profile; everything else must match.
import { httpSuite } from '../helpers/http-suite.ts';
import { startWrangler, wranglerSkipReason } from '../helpers/wrangler.ts';

httpSuite('Cloudflare Pages (wrangler pages dev)', (outDir) => startWrangler(outDir), {
  skip: wranglerSkipReason(),
  config: { trailingSlash: false, hostFiles: true },
  host: {
    name: 'Cloudflare Pages',
    htmlRedirect: 308,
    defaultCacheControl: 'public, max-age=0, must-revalidate',
    contentTypes: {
      '/reference/pets.yaml': 'text/yaml; charset=utf-8',
      '/_docgen/routes/guide/intro.json': 'application/json',
      '/sitemap.xml': 'application/xml',
    },
    allowHeader: false,
    faultStatus: 502,
    connectStatus: 500,
    servesEveryUploadedFile: true,
  },
});
