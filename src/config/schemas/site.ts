// The site itself: its name, where it is published, its images and its folders.
import * as z from 'zod';

export const siteKeys = {
  title: z.string().min(1),
  tagline: z.string().default(''),
  /**
   * Public origin, e.g. https://docs.evolve.example (no trailing slash); used for canonical URLs.
   * Written as the URL parser reads it: Yoga's `https:/yogalayout.dev` (a slash short, which
   * browsers forgive) would otherwise go into every canonical link and the sitemap as it is.
   */
  url: z
    .string()
    .url()
    .transform((u) => canonicalUrl(u)),
  /** Path the site is served under; starts and ends with `/`. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/", e.g. "/" or "/docs/"')
    .default('/'),
  /**
   * Docusaurus' option, for static hosts: unset, each page is `x/index.html`; `false`, `x.html`,
   * which GitHub Pages, Netlify and Cloudflare Pages serve at `/x` as docgen links it (unset, they
   * redirect `/x` to `/x/`). Links, canonical URLs and the sitemap say `/x` either way.
   */
  trailingSlash: z
    .literal(false, {
      error:
        'only `false` (x.html files) or no value (x/index.html) is supported: docgen links pages without a trailing slash',
    })
    .optional(),
  /**
   * robots.txt: unset, docgen writes one (everything may be crawled, the sitemap named) unless the
   * static folder has its own, which is published instead, as Docusaurus publishes it; `false`:
   * none is written; `true`: docgen's always (a static robots.txt is then an error).
   */
  robotsTxt: z.boolean().optional(),
  /** Write `_headers` and `_redirects` for Netlify and Cloudflare Pages (the rules of deploy/nginx.conf). */
  hostFiles: z.boolean().default(false),
  favicon: z.string().optional(),
  logo: z
    .strictObject({ src: z.string(), srcDark: z.string().optional(), alt: z.string().default('') })
    .optional(),
  contentDir: z.string().default('content'),
  staticDir: z.string().default('static'),
  templatesDir: z.string().optional(),
  outDir: z.string().default('build'),
  /** The build cache's folder, relative to the site root; `false`: no cache (as `--no-cache`). */
  cacheDir: z.union([z.string().min(1), z.literal(false)]).default('node_modules/.cache/docgen'),
};

/** `https:/x.example/` → `https://x.example`: the parser's form, without a trailing slash. */
export function canonicalUrl(url: string): string {
  try {
    return new URL(url).href.replace(/\/+$/, '');
  } catch {
    return url.replace(/\/+$/, '');
  }
}
