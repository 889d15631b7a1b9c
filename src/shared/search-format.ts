// The search index's file format and term rules, shared by the build-time indexer (src/search/)
// and the browser engine (src/client/search/). Pure: no Node, no DOM.
//
// The index is split so that a query downloads only what it needs:
// - the manifest: MiniSearch's per-document numbers (field lengths) and the shard tables;
// - term shards: slices of the inverted index by term range; a query loads the shards holding
//   terms that start with its terms' first letters (prefix and typo matches keep the first letter);
// - document shards: titles, headings, anchors and text for snippets, by document id range,
//   loaded only for the results shown.

/** Indexed fields, in MiniSearch field-id order. */
export const SEARCH_FIELDS = ['title', 'heading', 'api', 'text', 'name'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const SEARCH_BOOST: Record<SearchField, number> = { title: 4, heading: 3, api: 3, text: 1, name: 4 };

export const SEARCH_FORMAT_VERSION = 2;

/** One searchable unit: a page, or one h2/h3 section of a page. */
export interface SearchDoc {
  /** Route of the page (without base URL). */
  route: string;
  /** Page title. */
  title: string;
  /** Section heading and its anchor id; absent for the page itself. */
  heading?: string;
  anchor?: string;
  /** API operations: HTTP method and path. */
  method?: string;
  path?: string;
  /** Indexed only: operationId, summary, parameter names. */
  api?: string;
  /** Indexed only, weighed like the title: the page's other names (an operation's operationId in words and its path). */
  name?: string;
  /** Plain body text. */
  text: string;
}

/** What a document shard keeps of a document: everything a result shows, text cut for snippets. */
export type StoredDoc = Omit<SearchDoc, 'api' | 'name'>;

/** MiniSearch's serialized header (everything but the inverted index), compacted. */
export interface IndexHeader {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
  serializationVersion: number;
  /** Field lengths by document id (ids are 0…n-1, so the id map is not shipped). */
  fieldLength: number[][];
}

/** `[term, { fieldId: { docId: frequency } }]`, as MiniSearch serializes its index. */
export type TermEntry = [string, Record<string, Record<string, number>>];

export interface TermShardRef {
  /** First and last term in the shard (sorted order). */
  first: string;
  last: string;
  url: string;
}

export interface DocShardRef {
  /** Ids of the first and last document in the shard. */
  from: number;
  to: number;
  url: string;
}

export interface SearchManifest {
  version: number;
  header: IndexHeader;
  terms: TermShardRef[];
  docs: DocShardRef[];
}

/** Words too common to help ranking; dropping them keeps the index small. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or that the their then there these this to was will with you your'.split(
    ' ',
  ),
);

/** Longer "words" are ids and hashes from code samples: nobody types them, and they are bulky. */
const MAX_TERM_LENGTH = 24;

/** Index and query terms: lower case, stop words and id-like strings dropped. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length === 0 || lower.length > MAX_TERM_LENGTH || STOP_WORDS.has(lower) ? null : lower;
}

/** Words are runs of letters and digits: `/v1/images/{image_id}` → v1, images, image, id. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The term shards a query term needs: those whose range holds terms starting with its first letter. */
export function shardsForTerm(term: string, shards: TermShardRef[]): TermShardRef[] {
  const first = term[0];
  return shards.filter((s) => s.first[0] <= first && first <= s.last[0]);
}
