// Whether the reader's connection can afford speculative downloads (not on 2g, not when
// the reader asked to save data). navigator.connection exists in Chromium-based browsers only;
// elsewhere prefetching is allowed.
export interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  return !connection || (!connection.saveData && !(connection.effectiveType ?? '').includes('2g'));
}
