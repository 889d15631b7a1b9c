// Documents → the inverted index as MiniSearch serializes it (`toJSON`), made directly: a count
// of each term per field and document, the fields' lengths and their running averages. The
// browser's engine reads it with MiniSearch (src/client/search/engine.ts); the build only writes
// it, and MiniSearch's own `add` builds a radix tree of every term first, to serialize it at once
// (2.0 of 2.3 s of the search index of 10,000 pages). The same documents give the same numbers
// as MiniSearch 7 with the options of build-search-index.ts, in the same order of arithmetic
// (tests/search/term-index.test.ts compares the two). Pure.
import {
  processTerm,
  SEARCH_FIELDS,
  tokenize,
  type IndexHeader,
  type SearchDoc,
  type TermEntry,
} from '../shared/search-format.ts';

/** What shard-index.ts reads of MiniSearch's `toJSON()` (the stored fields and ids are not shipped). */
export interface TermIndex extends Omit<IndexHeader, 'fieldLength'> {
  /** By document id: each field's number of distinct tokens (a hole where the field is absent). */
  fieldLength: Record<number, number[]>;
  /** `[term, { fieldId: { docId: frequency } }]`, in no particular order. */
  index: TermEntry[];
}

/** Fields' ids as MiniSearch gives them: their order in SEARCH_FIELDS. */
const FIELD_IDS: Record<string, number> = Object.fromEntries(SEARCH_FIELDS.map((field, i) => [field, i]));

/** Documents → their index; document `i` has id `i`. */
export function termIndex(documents: readonly SearchDoc[]): TermIndex {
  const terms = new Map<string, Record<string, Record<string, number>>>();
  const fieldLength: Record<number, number[]> = {};
  const averageFieldLength: number[] = [];
  documents.forEach((doc, id) => {
    for (const field of SEARCH_FIELDS) {
      const value = doc[field];
      if (value == null) continue;
      const fieldId = FIELD_IDS[field];
      const tokens = tokenize(String(value));
      const length = new Set(tokens).size;
      // Made with the first field a document has, as MiniSearch makes it.
      (fieldLength[id] ??= [])[fieldId] = length;
      // MiniSearch's running average, over every document so far (with the field or not).
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + length) / (id + 1);
      for (const token of tokens) {
        const term = processTerm(token);
        if (!term) continue;
        let byField = terms.get(term);
        if (!byField) terms.set(term, (byField = {}));
        const freqs = (byField[fieldId] ??= {});
        freqs[id] = (freqs[id] ?? 0) + 1;
      }
    }
  });
  return {
    documentCount: documents.length,
    nextId: documents.length,
    fieldIds: { ...FIELD_IDS },
    averageFieldLength,
    dirtCount: 0,
    serializationVersion: 2,
    fieldLength,
    index: [...terms],
  };
}
