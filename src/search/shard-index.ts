// An index (term-index.ts, MiniSearch's serialized form) → the split file format of
// src/shared/search-format.ts. Pure.
import {
  SEARCH_FORMAT_VERSION,
  type IndexHeader,
  type StoredDoc,
  type TermEntry,
} from '../shared/search-format.ts';
import type { TermIndex } from './term-index.ts';

export interface ShardLimits {
  /** Approximate JSON size of one term shard, in bytes. */
  termShardBytes: number;
  /** Approximate JSON size of one document shard, in bytes. */
  docShardBytes: number;
}

/** Consecutive items, with their JSON (each item is stringified once, for its size and the file). */
export interface Shard<T> {
  items: T[];
  json: string;
}

export interface SplitIndex {
  version: number;
  header: IndexHeader;
  termShards: Shard<TermEntry>[];
  docShards: (Shard<StoredDoc> & { from: number; to: number })[];
}

/** The index's documents have ids 0…n-1, in order (so `docs[id]` is document `id`). */
export function splitIndex(index: TermIndex, docs: StoredDoc[], limits: ShardLimits): SplitIndex {
  const {
    index: entries,
    documentCount,
    nextId,
    fieldIds,
    averageFieldLength,
    dirtCount,
    serializationVersion,
    fieldLength,
  } = index;
  const header: IndexHeader = {
    documentCount,
    nextId,
    fieldIds,
    averageFieldLength,
    dirtCount: dirtCount ?? 0,
    serializationVersion,
    fieldLength: docs.map((_, id) => fieldLength[id]),
  };
  // Plain code-unit order, the order the browser compares ranges in.
  const sorted = entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    version: SEARCH_FORMAT_VERSION,
    header,
    termShards: chunkBySize(sorted, limits.termShardBytes),
    docShards: docShardsOf(docs, limits.docShardBytes),
  };
}

function docShardsOf(docs: StoredDoc[], maxBytes: number): SplitIndex['docShards'] {
  const shards: SplitIndex['docShards'] = [];
  let from = 0;
  for (const chunk of chunkBySize(docs, maxBytes)) {
    shards.push({ ...chunk, from, to: from + chunk.items.length - 1 });
    from += chunk.items.length;
  }
  return shards;
}

/**
 * Consecutive runs of items whose JSON adds up to about `maxBytes` (at least one item each), with
 * the run's JSON: the items' JSON joined, which is what `JSON.stringify` of the run gives.
 */
function chunkBySize<T>(items: T[], maxBytes: number): Shard<T>[] {
  const chunks: Shard<T>[] = [];
  let current: T[] = [];
  let texts: string[] = [];
  let size = 0;
  const close = () => chunks.push({ items: current, json: `[${texts.join(',')}]` });
  for (const item of items) {
    const text = JSON.stringify(item);
    const bytes = text.length + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      close();
      current = [];
      texts = [];
      size = 0;
    }
    current.push(item);
    texts.push(text);
    size += bytes;
  }
  if (current.length > 0) close();
  return chunks;
}
