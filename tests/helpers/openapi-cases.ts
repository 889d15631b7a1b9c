// The OpenAPI fixture cases (tests/fixtures/openapi/<case>/spec.yaml|json): a throwaway site that
// holds the given cases, each at route `/<case>`, built in-process; its pages parsed for asserts.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { build } from '../../src/commands/build.ts';
import type { DocgenError } from '../../src/errors.ts';
import { loadOpenApi, type LoadedApi } from '../../src/openapi/load/load-openapi.ts';
import { panelsPathFor } from '../../src/shared/output-layout.ts';
import { fixturesDir } from './fixtures.ts';

/** A schema tree's property rows, and their names (templates/components/SchemaTree.tsx). */
export const PROPERTY_ROW = '.schema__props > li';
export const PROPERTY_NAME = [
  '.schema__props > li > div:first-child > code:first-child',
  '.schema__props > li > details > summary > code:first-child',
].join(', ');
export const casesDir = path.join(fixturesDir, 'openapi');

export function specOf(name: string): string {
  const file = ['spec.yaml', 'spec.json'].find((f) => existsSync(path.join(casesDir, name, f)));
  if (!file) throw new Error(`tests/fixtures/openapi/${name} has no spec.yaml or spec.json`);
  return `specs/${name}/${file}`;
}

export interface BuiltCases {
  dir: string;
  warnings: DocgenError[];
  /** The parsed HTML of a route (`/swagger2/list-all-pets`). */
  page(route: string): Root;
  /** The same, with what loads on first use (hidden code tabs, deep schema rows) put in place. */
  fullPage(route: string): Root;
  html(route: string): string;
  cleanup(): void;
}

function site(cases: string[], siteConfig: object = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-openapi-cases-'));
  for (const name of cases)
    cpSync(path.join(casesDir, name), path.join(dir, 'specs', name), { recursive: true });
  mkdirSync(path.join(dir, 'content'));
  writeFileSync(path.join(dir, 'content/index.md'), '---\ntitle: Cases\n---\n\nOpenAPI cases.\n');
  // A case's `config.json` adds keys to its `openapi` entry (e.g. `codeSamples`).
  const extra = (name: string) => {
    const file = path.join(casesDir, name, 'config.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : {};
  };
  const openapi = cases.map((name, i) => ({
    spec: specOf(name),
    route: `/${name}`,
    label: name,
    position: i + 2,
    ...extra(name),
  }));
  writeFileSync(
    path.join(dir, 'docgen.config.ts'),
    `export default ${JSON.stringify({ title: 'Cases', url: 'https://cases.example', ...siteConfig, openapi }, null, 2)};\n`,
  );
  return dir;
}

/** `siteConfig`: more keys for the site's config (e.g. `onBrokenAnchors`). */
export async function buildCases(cases: string[], siteConfig: object = {}): Promise<BuiltCases> {
  const dir = site(cases, siteConfig);
  const result = await build({ root: dir }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true }); // a case that must fail leaves no site behind
    throw error;
  });
  const html = (route: string) =>
    readFileSync(path.join(result.outDir, route.replace(/^\//, ''), 'index.html'), 'utf8');
  return {
    dir,
    warnings: result.warnings,
    html,
    page: (route) => fromHtml(html(route)),
    fullPage: (route) => {
      const panelsFile = path.join(result.outDir, panelsPathFor(route));
      const panels = existsSync(panelsFile)
        ? (JSON.parse(readFileSync(panelsFile, 'utf8')) as Record<string, string>)
        : {};
      let full = html(route).replace(
        /(<div[^>]* id="([^"]+)"[^>]*?) data-deferred="[^"]*">/g,
        (tag, open: string, id: string) => (id in panels ? `${open}>${panels[id]}` : tag),
      );
      // Deep schema rows, and the rows they hold: anchors relative to the row they go into. A
      // shared component's file is put in once per page (components nest each other in cycles).
      const placeholder = /<div class="schema__deferred" data-fragment="\/([^"]+)"><\/div>/g;
      const sharedDone = new Set<string>();
      for (let found = placeholder.exec(full); found; found = placeholder.exec(full)) {
        const shared = found[1].startsWith('_docgen/schemas/c-');
        if (shared && sharedDone.has(found[1])) continue;
        if (shared) sharedDone.add(found[1]);
        const fragment = JSON.parse(readFileSync(path.join(result.outDir, found[1]), 'utf8')) as string;
        const row = [...full.slice(0, found.index).matchAll(/<li id="([^"]+)">/g)].pop()![1];
        const contents = fragment.replace(/( id="|href="#)~/g, `$1${row}`);
        full = full.slice(0, found.index) + contents + full.slice(found.index + found[0].length);
        placeholder.lastIndex = found.index;
      }
      return fromHtml(full);
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Loads one case alone (no build): for the cases that must fail. */
export async function loadCase(name: string): Promise<LoadedApi> {
  const dir = site([name]);
  try {
    return await loadOpenApi(dir, { spec: specOf(name), route: `/${name}`, label: name });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
