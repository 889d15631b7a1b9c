// The files of the shared component schemas (src/openapi/views/shared-schemas.ts): a page's row
// of a shared component holds `data-shared="<key>-row|tree"`, which becomes the URL of that
// component's file; the file is rendered the first time a page (or another shared file) points
// at it, by the templates' SchemaTree, and kept: each page's files name every shared file it
// shows (the build cache keeps a page's files whole), and the render stage writes each path once,
// whatever the number of pages that show it; every shared component's Markdown is written with
// the site's shared files.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { OutputFile } from '../types.ts';
import type { SharedSchemaView } from '../openapi/views/types.ts';
import { sharedSchemaPathFor, withBase } from '../shared/output-layout.ts';
import { ROW_ANCHOR } from '../shared/schema-fragments.ts';
import type { Templates } from './load-templates.ts';

const SHARED_MARK = ' data-shared="';
const SHARED_ID = /^([a-z0-9-]+)-(row|tree)$/;

export interface SharedSchemaFiles {
  /** `html` with every shared row pointed at its file; `found` collects the files it needs (`<key>-<part>`). */
  link(html: string, found: Set<string>): string;
  /** The files of `found` and of the shared rows inside them (each rendered once). */
  files(found: Iterable<string>): OutputFile[];
  /** Every shared component's Markdown (its page copy's links lead there). */
  markdownFiles(): OutputFile[];
}

export interface SharedSchemaFilesOptions {
  views: ReadonlyMap<string, SharedSchemaView>;
  templates: Templates;
  baseUrl: string;
  /** A shared component's Markdown (with links to the shared components under it). */
  markdown(view: SharedSchemaView): string;
}

export function createSharedSchemaFiles({
  views,
  templates,
  baseUrl,
  markdown,
}: SharedSchemaFilesOptions): SharedSchemaFiles {
  /** Each file rendered, by id, with the ids of the shared rows inside it. */
  const made = new Map<string, { file: OutputFile; nested: Set<string> }>();
  // A page holds hundreds of these: found with indexOf, which is ten times faster on a page
  // of Stripe's than a global regular expression that stops at every space.
  const link = (html: string, found: Set<string>) => {
    let at = html.indexOf(SHARED_MARK);
    if (at === -1) return html;
    let out = '';
    let from = 0;
    while (at !== -1) {
      const end = html.indexOf('"', at + SHARED_MARK.length);
      if (end === -1) break;
      const id = SHARED_ID.exec(html.slice(at + SHARED_MARK.length, end));
      if (id) {
        found.add(id[0]);
        out += `${html.slice(from, at)} data-fragment="${withBase(baseUrl, sharedSchemaPathFor(id[1], id[2] as 'row' | 'tree'))}"`;
        from = end + 1;
      }
      at = html.indexOf(SHARED_MARK, end);
    }
    return out + html.slice(from);
  };
  /** The file of one shared row or tree (`<key>-<part>`), rendered, with the shared rows inside it. */
  const render = (id: string) => {
    const split = id.lastIndexOf('-');
    const key = id.slice(0, split);
    const part = id.slice(split + 1) as 'row' | 'tree';
    const shared = views.get(key);
    // The views are made for every key a page links to (route-data.ts): a missing one is a bug.
    if (!shared) throw new Error(`No view of the shared schema "${key}".`);
    const source = { what: `the shared schema "${shared.name}" of ${shared.specTitle}` };
    const nested = new Set<string>();
    const html = link(
      renderToStaticMarkup(
        createElement(templates.SchemaTree, {
          schema: shared.view,
          anchor: ROW_ANCHOR,
          part: part === 'row' ? 'row' : undefined,
        }),
      ),
      nested,
    );
    const one = {
      file: { path: sharedSchemaPathFor(key, part), contents: JSON.stringify(html), source },
      nested,
    };
    made.set(id, one);
    return one;
  };
  return {
    link,
    files(found) {
      const files: OutputFile[] = [];
      const seen = new Set<string>();
      const pending = [...found];
      while (pending.length) {
        const id = pending.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        const one = made.get(id) ?? render(id);
        files.push(one.file);
        pending.push(...one.nested);
      }
      return files;
    },
    markdownFiles() {
      return [...views].map(([key, shared]) => ({
        path: sharedSchemaPathFor(key, 'md'),
        contents: markdown(shared),
        source: { what: `the Markdown of the shared schema "${shared.name}" of ${shared.specTitle}` },
      }));
    },
  };
}
