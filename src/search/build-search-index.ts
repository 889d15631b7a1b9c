// RouteData → search index files: the shards under `_docgen/search/`, content-hashed (cached
// immutably), and the manifest naming them at a fixed URL (revalidated) that goes on the search
// button of every page, so that no page's file depends on another page's text. The runtime loads
// it and the shards a query needs only when search is first used. See src/shared/search-format.ts
// for the format.
import { createHash } from 'node:crypto';
import {
  type DocShardRef,
  type SearchDoc,
  type SearchManifest,
  type StoredDoc,
  type TermShardRef,
} from '../shared/search-format.ts';
import { searchFilePath, SEARCH_MANIFEST_PATH, withBase } from '../shared/output-layout.ts';
import type { RouteData } from '../types.ts';
import { routeDocuments } from './route-documents.ts';
import { splitIndex, type ShardLimits } from './shard-index.ts';
import { termIndex } from './term-index.ts';

export interface SearchIndexOutput {
  /** Public URL of the manifest (with base URL), or null when search is off. */
  manifestUrl: string | null;
  files: { path: string; contents: string }[];
}

export interface BuildSearchIndexInput {
  routes: RouteData[];
  config: { baseUrl: string; search: boolean | object };
  limits?: Partial<ShardLimits>;
}

/** Snippets need the text near a match, not a whole long page: stored text is cut here. */
const STORED_TEXT_CHARS = 800;
const DEFAULT_LIMITS: ShardLimits = { termShardBytes: 48_000, docShardBytes: 48_000 };

export function buildSearchIndex({ routes, config, limits }: BuildSearchIndexInput): SearchIndexOutput {
  if (!config.search) return { manifestUrl: null, files: [] };
  return writeIndex(routes.flatMap(routeDocuments), config.baseUrl, { ...DEFAULT_LIMITS, ...limits });
}

/** Documents → manifest and shard files. Exported for the 10,000-page benchmark. */
export function writeIndex(
  documents: SearchDoc[],
  baseUrl: string,
  limits: ShardLimits = DEFAULT_LIMITS,
): SearchIndexOutput {
  const index = termIndex(documents);
  const stored = documents.map(({ api: _api, name: _name, ...doc }): StoredDoc => ({
    ...doc,
    text: doc.text.slice(0, STORED_TEXT_CHARS),
  }));
  const split = splitIndex(index, stored, limits);

  const files: SearchIndexOutput['files'] = [];
  const add = (name: string, contents: string) => {
    const file = searchFilePath(name, hash(contents));
    files.push({ path: file, contents });
    return withBase(baseUrl, file);
  };
  const terms: TermShardRef[] = split.termShards.map(({ items, json }, i) => ({
    first: items[0][0],
    last: items[items.length - 1][0],
    url: add(`terms-${i}`, json),
  }));
  const docs: DocShardRef[] = split.docShards.map((shard, i) => ({
    from: shard.from,
    to: shard.to,
    url: add(`docs-${i}`, shard.json),
  }));
  const manifest: SearchManifest = { version: split.version, header: split.header, terms, docs };
  files.push({ path: SEARCH_MANIFEST_PATH, contents: JSON.stringify(manifest) });
  return { manifestUrl: withBase(baseUrl, SEARCH_MANIFEST_PATH), files };
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}
