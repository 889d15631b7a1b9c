// JSON Pointer (RFC 6901) segments: shared by the spec loader, the example check, the console's
// validators and the mock's error bodies, which all name places in a document.

/** One pointer segment: `~` → `~0`, `/` → `~1`. */
export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One pointer segment read back: `~1` → `/`, `~0` → `~`. */
export function unescapePointer(key: string): string {
  return key.replace(/~1/g, '/').replace(/~0/g, '~');
}
