// What every browser bundle docgen makes has in common: minified ES modules for the browsers of
// 2020 on, kept in memory (the build writes them with the rest of the site), esbuild's own log off
// (errors reach the caller). Each build also names its `absWorkingDir`: esbuild's content hashes
// (the assets' file names) include the modules' paths relative to it, which by default is the
// process's working folder, so the same site built from another folder (`docgen build --root
// site` from the repository's root, a CI runner's checkout) got other names for every asset, and
// so every page changed.
import type { BuildOptions } from 'esbuild';

export const BROWSER_MODULES = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  write: false,
  logLevel: 'silent',
} as const satisfies BuildOptions;
