// The serving rules every way of serving a build shares: `docgen serve`, deploy/nginx.conf (which
// spells them in nginx's language) and the `_headers` / `_redirects` files of Netlify and
// Cloudflare Pages (src/render/host-files.ts). Pure data.

/**
 * Sent with every response. Scripts may be inline because every page carries the stricter policy
 * itself (a <meta> CSP pinning its one inline script by hash), which also protects the site on
 * hosts that cannot set headers. Never 'unsafe-eval'. Frames likewise: any https: origin here,
 * narrowed by each page's own policy to `docs.iframeHosts`. Images, video and audio may come from
 * any https: origin: pages show badges, pictures and clips hosted elsewhere, and they run no code.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self'; img-src 'self' data: https:; media-src 'self' https:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src 'self' https:; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Cache-Control of content-hashed files (`site.AbC123xYz0.css`): cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
