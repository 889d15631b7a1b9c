// The browser side of the split index (format: src/shared/search-format.ts). Loads the manifest,
// then per query only the term shards its words need and the document shards of the results
// shown. DOM-free, so the benchmark runs it in Node.
import MiniSearch, { type SearchOptions } from 'minisearch';
import {
  processTerm,
  SEARCH_BOOST,
  SEARCH_FIELDS,
  shardsForTerm,
  tokenize,
  type SearchManifest,
  type StoredDoc,
  type TermEntry,
} from '../../shared/search-format.ts';

export interface SearchHit {
  id: number;
  score: number;
  /** Document terms that matched (after prefix and typo expansion), for highlighting. */
  terms: string[];
  doc: StoredDoc;
}

export type FetchJson = (url: string) => Promise<unknown>;

export interface SearchEngine {
  /** Starts loading the manifest (on hover/focus of the search button). */
  preload(): Promise<void>;
  search(query: string, limit?: number): Promise<SearchHit[]>;
}

const OPTIONS = { fields: [...SEARCH_FIELDS], processTerm, tokenize };

// Every word is also a prefix ("imp" finds "import"); words of 4+ letters tolerate one typo
// (two from 8 letters). Prefix and typo matches rank below exact ones.
const QUERY: SearchOptions = {
  boost: SEARCH_BOOST,
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 4 ? 0.25 : false),
  weights: { prefix: 0.5, fuzzy: 0.35 },
};

export function createSearchEngine(
  manifestUrl: string,
  fetchJson: FetchJson = fetchJsonOverHttp,
): SearchEngine {
  let manifest: Promise<SearchManifest> | undefined;
  const shardRequests = new Map<string, Promise<unknown>>();
  const loadedTerms = new Map<string, TermEntry[]>();
  let index: MiniSearch | undefined;
  let indexedShards = 0;

  const loadManifest = () => (manifest ??= fetchJson(manifestUrl) as Promise<SearchManifest>);
  const load = <T>(url: string): Promise<T> => {
    let request = shardRequests.get(url);
    if (!request) {
      request = fetchJson(url);
      // A failed shard may be asked for again by the next query.
      request.catch(() => shardRequests.delete(url));
      shardRequests.set(url, request);
    }
    return request as Promise<T>;
  };

  async function indexFor(terms: string[]): Promise<MiniSearch> {
    const { header, terms: shards } = await loadManifest();
    const urls = [...new Set(terms.flatMap((term) => shardsForTerm(term, shards).map((s) => s.url)))];
    const entries = await Promise.all(urls.map((url) => load<TermEntry[]>(url)));
    urls.forEach((url, i) => loadedTerms.set(url, entries[i]));
    // MiniSearch cannot add index entries to a loaded index, so a new shard means a rebuild from
    // the loaded ones (a few ms; at most once per shard).
    if (!index || indexedShards !== loadedTerms.size) {
      const ids = Object.fromEntries(header.fieldLength.map((_, id) => [id, id]));
      const lengths = Object.fromEntries(header.fieldLength.map((l, id) => [id, l]));
      index = MiniSearch.loadJS(
        {
          ...header,
          documentIds: ids,
          fieldLength: lengths,
          storedFields: {},
          index: [...loadedTerms.values()].flat(),
        },
        OPTIONS,
      );
      indexedShards = loadedTerms.size;
    }
    return index;
  }

  async function docsFor(ids: number[]): Promise<Map<number, StoredDoc>> {
    const { docs: shards } = await loadManifest();
    const needed = [...new Set(ids.map((id) => shards.find((s) => id >= s.from && id <= s.to)!))];
    const loaded = await Promise.all(needed.map((s) => load<StoredDoc[]>(s.url)));
    const byId = new Map<number, StoredDoc>();
    needed.forEach((shard, i) => loaded[i].forEach((doc, j) => byId.set(shard.from + j, doc)));
    return byId;
  }

  return {
    preload: () => loadManifest().then(() => undefined),
    async search(query, limit = 40) {
      const terms = tokenize(query)
        .map(processTerm)
        .filter((t): t is string => t !== null);
      if (terms.length === 0) return [];
      const index = await indexFor(terms);
      // Every word must match; if that finds nothing, any word may.
      let results = index.search(query, { ...QUERY, combineWith: 'AND' });
      if (results.length === 0 && terms.length > 1)
        results = index.search(query, { ...QUERY, combineWith: 'OR' });
      const top = results.slice(0, limit);
      const docs = await docsFor(top.map((r) => r.id as number));
      return top.map((r) => ({
        id: r.id as number,
        score: r.score,
        terms: r.terms,
        doc: docs.get(r.id as number)!,
      }));
    },
  };
}

async function fetchJsonOverHttp(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
