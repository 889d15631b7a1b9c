// What every browser bundle docgen makes has in common: minified ES modules for the browsers of
// 2020 on, kept in memory (the build writes them with the rest of the site), esbuild's own log off
// (errors reach the caller).
import type { BuildOptions } from 'esbuild';

export const BROWSER_MODULES = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  write: false,
  logLevel: 'silent',
} as const satisfies BuildOptions;
