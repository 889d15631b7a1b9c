// Builds the browser assets before rendering (pages link to their hashed names): the stylesheet,
// the client runtime (with on-demand island chunks) and the inline colour-mode script.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { BROWSER_MODULES } from './browser-build.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { AssetManifest } from '../types.ts';
import { packageRoot } from '../util/package-root.ts';
import { builtinIslands } from './builtin-islands.ts';
import { bundleConsole } from './console-bundle.ts';
import { islandsPlugin } from './islands-module.ts';
import { componentsCss } from '../content/markdown/load-components.ts';
import { withBase } from '../shared/output-layout.ts';
import { esbuildInputs } from '../util/esbuild-inputs.ts';
import { noteRead } from '../util/read-tracker.ts';

export interface BundleInput {
  config: ResolvedConfig;
  /** Site root: island modules are resolved against it. */
  root: string;
  templatesDir: string;
  /** CSS produced while rendering content (syntax-highlighting token classes). */
  extraCss?: string;
  /** Some page has a ```mermaid diagram: bundle its island. */
  mermaid?: boolean;
  /** The site has docs versions: bundle the version dropdown's script. */
  versions?: boolean;
}

export async function bundleAssets({
  config,
  root,
  templatesDir,
  extraCss = '',
  mermaid = false,
  versions = false,
}: BundleInput): Promise<AssetManifest> {
  const base = config.baseUrl;
  const files: AssetManifest['files'] = [];
  const add = (dir: string, name: string, ext: string, contents: string) => {
    const file = `${dir}/${name}.${hash(contents)}.${ext}`;
    files.push({ path: file, contents });
    return `${base}${file}`;
  };

  // The registered MDX components' own CSS (compiled beside the rest; awaited below).
  const componentCss = componentsCss(root, config.components);
  componentCss.catch(() => {});
  const clientDir = path.join(packageRoot(), 'src/client');
  // Built first: the runtime is told its URL. Only sites with API pages have a console.
  const consoleScript =
    config.apiConsole.enabled && config.openapi.length ? await bundleConsole(clientDir) : undefined;
  if (consoleScript) files.push(consoleScript);
  // What the browser runtime needs to know of the config; compiled in, so no extra request.
  const options = {
    baseUrl: base,
    colorMode: config.colorMode,
    announcementId: config.announcementBar?.id ?? null,
    hideOnScroll: config.navbar.hideOnScroll,
    consoleUrl: consoleScript ? `${base}${consoleScript.path}` : null,
  };
  // A JSON string, not an object literal: esbuild turns a defined object into a module of its
  // own, which with code splitting becomes a shared chunk (an extra request on first load).
  const optionsDefine = JSON.stringify(JSON.stringify(options));

  // Made before any build starts: an island that does not exist throws here, not while the other
  // builds run on unawaited.
  const islands = islandsPlugin(root, { ...config.islands, ...builtinIslands({ mermaid }) });
  // Independent builds: esbuild runs them side by side.
  const [css, client, theme, images, versionScript] = await Promise.all([
    build({
      entryPoints: [path.join(templatesDir, 'styles.css')],
      absWorkingDir: root,
      bundle: true,
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      loader: { '.svg': 'dataurl' },
    }),
    build({
      entryPoints: { client: path.join(clientDir, 'main.ts') },
      ...BROWSER_MODULES,
      absWorkingDir: root,
      splitting: true,
      outdir: '/assets',
      entryNames: '[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      define: { 'process.env.NODE_ENV': '"production"', __DOCGEN_OPTIONS__: optionsDefine },
      jsx: 'automatic',
      metafile: true,
      plugins: [islands],
    }),
    build({
      entryPoints: [path.join(clientDir, 'theme-init.ts')],
      absWorkingDir: root,
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2018',
      write: false,
      logLevel: 'silent',
      metafile: true,
      define: { __DOCGEN_OPTIONS__: optionsDefine },
    }),
    hashedImages(config, root),
    versions
      ? build({
          entryPoints: [path.join(clientDir, 'versions/version-switch.ts')],
          ...BROWSER_MODULES,
          absWorkingDir: root,
        })
      : undefined,
  ]);
  // The files the assets were made from: the build cache's key (src/pipeline/cached-work.ts).
  for (const result of [css, client, theme])
    for (const file of esbuildInputs(result.metafile, root)) noteRead(file);

  const cssUrl = add('assets', 'site', 'css', css.outputFiles[0].text + extraCss + (await componentCss));
  let clientUrl = '';
  for (const out of client.outputFiles) {
    const rel = `assets/${path.relative('/assets', out.path)}`;
    files.push({ path: rel, contents: out.text });
    if (/\/client\.[^/]+\.js$/.test(out.path)) clientUrl = `${base}${rel}`;
  }
  files.push(...images.files);
  const themeScript = theme.outputFiles[0].text.trim();
  const themeScriptHash = `sha256-${createHash('sha256').update(themeScript).digest('base64')}`;
  const versionUrl = versionScript && add('assets', 'versions', 'js', versionScript.outputFiles[0].text);
  return {
    css: cssUrl,
    client: clientUrl,
    themeScript,
    themeScriptHash,
    files,
    images: images.urls,
    ...(versionUrl ? { versionScript: versionUrl } : {}),
  };
}

/**
 * Content-hashed copies of the logo and favicon (`assets/<name>.<hash>.<ext>`): every page loads
 * them, so they get the year-long cache of the other assets. The plain static file is copied as
 * well (Markdown may link it); a path that is a URL, or not a file, is left to the link check.
 */
async function hashedImages(
  config: ResolvedConfig,
  root: string,
): Promise<{ files: AssetManifest['files']; urls: Record<string, string> }> {
  const files: AssetManifest['files'] = [];
  const paths = [config.favicon, config.logo?.src, config.logo?.srcDark, config.footer.logo?.src].filter(
    (p): p is string => Boolean(p) && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(p!),
  );
  const images: Record<string, string> = {};
  for (const rel of new Set(paths)) {
    const file = path.resolve(root, config.staticDir, rel.replace(/^\//, ''));
    noteRead(file);
    const contents = await readFile(file).catch(() => undefined);
    if (!contents) continue;
    const ext = path.extname(rel);
    const hashed = `assets/${path.basename(rel, ext)}.${hash(contents)}${ext}`;
    files.push({ path: hashed, contents });
    images[rel] = withBase(config.baseUrl, hashed);
  }
  return { files, urls: images };
}

function hash(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}
