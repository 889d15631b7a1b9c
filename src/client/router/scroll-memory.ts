// Scroll positions per history entry, so back/forward (and a reload) return to where the reader
// was. Kept in sessionStorage: per tab, gone when the tab closes.
const KEY = 'docgen-scroll';
const MAX = 100;

function read(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) || '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function saveScroll(key: string): void {
  const positions = read();
  delete positions[key];
  positions[key] = scrollY;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX))) delete positions[old];
  try {
    sessionStorage.setItem(KEY, JSON.stringify(positions));
  } catch {
    // storage full or blocked: positions are not remembered
  }
}

/** Returns false when the entry has no remembered position. */
export function restoreScroll(key: string): boolean {
  const y = read()[key];
  if (y === undefined) return false;
  scrollTo(0, y);
  return true;
}
