// Text the Docusaurus config made from a stand-in (`label: `v${version}``, a package's value docgen
// could not read) is not carried over: written as it is, the navbar would show
// `v[@typescript-eslint/parser/package.json.version]`. Every such string of the docgen config is
// taken out (a navbar item, footer link or dropdown entry whole; any other key on its own) and
// named in init's report, at its place in the Docusaurus config.
import { standInText } from './load-docusaurus-config.ts';
import type { LeftOut } from './map-config.ts';

/** Takes every string made from a stand-in out of `config`; one note each in `leftOut`. */
export function dropStandInText(
  config: Record<string, unknown>,
  source: Record<string, unknown>,
  leftOut: LeftOut[],
): void {
  const sourcePaths = new Map<string, string>();
  collect(source, '', sourcePaths, new Set());
  const report = (text: string, where: string, what: string) => {
    const name = standInText(text) ?? '';
    const json = /\.json(\.|$)/i.test(name);
    leftOut.push({
      what: sourcePaths.get(text) ?? where,
      reason: `is text made from \`${name}\`, ${json ? "a package's JSON file init did not find from the site's folder (not in its node_modules nor a workspace package)" : 'a value of a package docgen does not run'}: ${what} left out. Write the text by hand in docgen.config.ts (\`${where}\`)${json ? ', or install the package beside the site and run init again' : ''}`,
    });
  };
  sweepObject(config, '', false, report);
}

type Report = (text: string, where: string, what: string) => void;

/** Whether `object` (an entry of a list when `inList`) is to be dropped whole; keys of it are deleted otherwise. */
function sweepObject(
  object: Record<string, unknown>,
  where: string,
  inList: boolean,
  report: Report,
): boolean {
  for (const [key, value] of Object.entries(object)) {
    const at = where ? `${where}.${key}` : key;
    if (typeof value === 'string' && standInText(value) !== undefined) {
      report(value, at, inList ? `the whole entry (\`${where}\`) is` : 'it is');
      if (inList) return true;
      delete object[key];
    } else if (Array.isArray(value)) {
      object[key] = value.filter((entry, i) => !sweepEntry(entry, `${at}[${i}]`, report));
    } else if (isPlainObject(value)) {
      sweepObject(value, at, false, report);
    }
  }
  return false;
}

function sweepEntry(entry: unknown, where: string, report: Report): boolean {
  if (typeof entry === 'string' && standInText(entry) !== undefined) {
    report(entry, where, 'the entry is');
    return true;
  }
  return isPlainObject(entry) ? sweepObject(entry, where, true, report) : false;
}

/** Each string of the Docusaurus config made from a stand-in, by its key path there (`themeConfig.navbar.items[3].label`). */
function collect(value: unknown, where: string, out: Map<string, string>, seen: Set<object>): void {
  if (typeof value === 'string') {
    if (standInText(value) !== undefined && !out.has(value)) out.set(value, where);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) value.forEach((entry, i) => collect(entry, `${where}[${i}]`, out, seen));
  else
    for (const [key, child] of Object.entries(value))
      collect(child, where ? `${where}.${key}` : key, out, seen);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
