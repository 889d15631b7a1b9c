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

/** `revalidate`: ask the server even if the browser's cache holds the file (the manifest). */
export type FetchJson = (url: string, revalidate?: boolean) => Promise<unknown>;

export interface SearchEngine {
  /** Starts loading the manifest (on hover/focus of the search button). */
  preload(): Promise<void>;
  search(query: string, limit?: number): Promise<SearchHit[]>;
}

export interface EngineOptions {
  /** How long a loaded manifest is used before a query asks for it again (ms). */
  maxAge?: number;
  /** The clock (ms); tests pass their own. */
  now?: () => number;
}

/**
 * The manifest has a fixed URL whose contents change with every deploy that changes a page's
 * text, while the shards it names are content-hashed (and gone after that deploy). A tab open
 * across a deploy asks for it again after this long, or at once when a shard it names is gone.
 */
const MANIFEST_MAX_AGE_MS = 5 * 60_000;

const OPTIONS = { fields: [...SEARCH_FIELDS], processTerm, tokenize };

// Every word is also a prefix ("imp" finds "import"); words of 4+ letters tolerate one typo
// (two from 8 letters). Prefix and typo matches rank below exact ones.
const QUERY: SearchOptions = {
  boost: SEARCH_BOOST,
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 4 ? 0.25 : false),
  weights: { prefix: 0.5, fuzzy: 0.35 },
};

/** One manifest and what was loaded of the shards it names. */
interface Loaded {
  manifest: SearchManifest;
  /** When it was fetched. */
  at: number;
  shardRequests: Map<string, Promise<unknown>>;
  terms: Map<string, TermEntry[]>;
  index?: MiniSearch;
  indexedShards: number;
}

export function createSearchEngine(
  manifestUrl: string,
  fetchJson: FetchJson = fetchJsonOverHttp,
  { maxAge = MANIFEST_MAX_AGE_MS, now = Date.now }: EngineOptions = {},
): SearchEngine {
  /** The manifest in use; a failed first fetch is forgotten, so the next query tries again. */
  let current: Promise<Loaded> | undefined;
  const renewals = new Map<Loaded, Promise<Loaded>>();

  const fetchManifest = async (previous?: Loaded): Promise<Loaded> => {
    const manifest = (await fetchJson(manifestUrl, true)) as SearchManifest;
    // The same manifest: what was loaded of its shards stays good.
    if (previous && sameManifest(previous.manifest, manifest)) {
      previous.at = now();
      return previous;
    }
    return { manifest, at: now(), shardRequests: new Map(), terms: new Map(), indexedShards: 0 };
  };
  /** The manifest fetched again (the browser revalidates it: usually a 304), once per stale state. */
  const renew = (stale: Loaded): Promise<Loaded> => {
    let renewal = renewals.get(stale);
    if (!renewal) {
      renewal = fetchManifest(stale).then((state) => {
        current = Promise.resolve(state);
        return state;
      });
      renewals.set(stale, renewal);
      renewal.then(
        () => renewals.delete(stale),
        () => renewals.delete(stale),
      );
    }
    return renewal;
  };
  const loaded = async (): Promise<Loaded> => {
    if (!current) {
      const request = fetchManifest();
      request.catch(() => {
        if (current === request) current = undefined;
      });
      current = request;
    }
    const state = await current;
    // Past its age it is asked for again; offline, the one loaded goes on.
    return now() - state.at < maxAge ? state : renew(state).catch(() => state);
  };
  const load = <T>(state: Loaded, url: string): Promise<T> => {
    let request = state.shardRequests.get(url);
    if (!request) {
      request = fetchJson(url);
      // A failed shard may be asked for again by the next query.
      request.catch(() => state.shardRequests.delete(url));
      state.shardRequests.set(url, request);
    }
    return request as Promise<T>;
  };

  async function indexFor(state: Loaded, terms: string[]): Promise<MiniSearch> {
    const { header, terms: shards } = state.manifest;
    const urls = [...new Set(terms.flatMap((term) => shardsForTerm(term, shards).map((s) => s.url)))];
    const entries = await Promise.all(urls.map((url) => load<TermEntry[]>(state, url)));
    urls.forEach((url, i) => state.terms.set(url, entries[i]));
    // MiniSearch cannot add index entries to a loaded index, so a new shard means a rebuild from
    // the loaded ones (a few ms; at most once per shard).
    if (!state.index || state.indexedShards !== state.terms.size) {
      const ids = Object.fromEntries(header.fieldLength.map((_, id) => [id, id]));
      const lengths = Object.fromEntries(header.fieldLength.map((l, id) => [id, l]));
      state.index = MiniSearch.loadJS(
        {
          ...header,
          documentIds: ids,
          fieldLength: lengths,
          storedFields: {},
          index: [...state.terms.values()].flat(),
        },
        OPTIONS,
      );
      state.indexedShards = state.terms.size;
    }
    return state.index;
  }

  async function docsFor(state: Loaded, ids: number[]): Promise<Map<number, StoredDoc>> {
    const shards = state.manifest.docs;
    const needed = [...new Set(ids.map((id) => shards.find((s) => id >= s.from && id <= s.to)!))];
    const loaded = await Promise.all(needed.map((s) => load<StoredDoc[]>(state, s.url)));
    const byId = new Map<number, StoredDoc>();
    needed.forEach((shard, i) => loaded[i].forEach((doc, j) => byId.set(shard.from + j, doc)));
    return byId;
  }

  async function searchIn(
    state: Loaded,
    query: string,
    terms: string[],
    limit: number,
  ): Promise<SearchHit[]> {
    const index = await indexFor(state, terms);
    // Every word must match; if that finds nothing, any word may.
    let results = index.search(query, { ...QUERY, combineWith: 'AND' });
    if (results.length === 0 && terms.length > 1)
      results = index.search(query, { ...QUERY, combineWith: 'OR' });
    const top = results.slice(0, limit);
    const docs = await docsFor(
      state,
      top.map((r) => r.id as number),
    );
    return top.map((r) => ({
      id: r.id as number,
      score: r.score,
      terms: r.terms,
      doc: docs.get(r.id as number)!,
    }));
  }

  return {
    preload: () => loaded().then(() => undefined),
    async search(query, limit = 40) {
      const terms = tokenize(query)
        .map(processTerm)
        .filter((t): t is string => t !== null);
      if (terms.length === 0) return [];
      const state = await loaded();
      try {
        return await searchIn(state, query, terms, limit);
      } catch (error) {
        // A shard it names is gone if the site was deployed since: once more with today's manifest.
        const fresh = await renew(state).catch(() => state);
        if (fresh === state) throw error;
        return searchIn(fresh, query, terms, limit);
      }
    },
  };
}

/** Whether a manifest fetched again is the one loaded (its JSON as the server sent it, parsed). */
function sameManifest(a: SearchManifest, b: SearchManifest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function fetchJsonOverHttp(url: string, revalidate = false): Promise<unknown> {
  // `no-cache`: a conditional request whatever the host's Cache-Control says (a 304 if unchanged).
  const response = await fetch(url, revalidate ? { cache: 'no-cache' } : {});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
