// Imports of packages docgen does not provide, as lines of init's report. A site whose pages each
// import modules of one package (Ionic's 1,100 imports of `@ionic-internal/component-api/v9/<component>/props.md`,
// six per component page, in two versions) made a report of 1,191 lines, one per import: they are
// one line per package, with how many modules, the first of them and the first places.
import type { LeftOut } from './map-config.ts';

export interface UnprovidedImport {
  /** `@ionic-internal/component-api/v9/accordion/props.md`, as written. */
  spec: string;
  /** `docs/api/accordion.md:4`. */
  where: string;
}

/** `@scope/name/…` → `@scope/name`; `name/…` → `name`. */
export function packageOf(spec: string): string {
  const parts = spec.split('/');
  return (spec.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * One line per package: a package imported as one module keeps the line per place (folded with
 * the other repeats later); one imported as several modules is one line naming them.
 */
export function unprovidedImportLines(imports: readonly UnprovidedImport[]): LeftOut[] {
  const byPackage = new Map<string, UnprovidedImport[]>();
  for (const item of imports) {
    const key = packageOf(item.spec);
    byPackage.set(key, [...(byPackage.get(key) ?? []), item]);
  }
  return [...byPackage].flatMap(([pkg, group]) => {
    const specs = [...new Set(group.map((g) => g.spec))];
    if (specs.length === 1)
      return group.map((g) => ({
        what: g.where,
        reason: `imports ${g.spec}, which docgen does not provide: what the page uses of it is left out, with a warning`,
      }));
    const places = group.map((g) => g.where);
    const pages = new Set(places.map((place) => place.replace(/:\d+$/, ''))).size;
    return [
      {
        what:
          places.length <= 3
            ? places.join(', ')
            : `${places.slice(0, 2).join(', ')} and ${places.length - 2} more places`,
        reason: `imports ${specs.length} modules of ${pkg} (${specs.slice(0, 3).join(', ')}${specs.length > 3 ? ', …' : ''}) on ${pages} page${pages === 1 ? '' : 's'}, which docgen does not provide: what the pages use of them is left out, with a warning`,
      },
    ];
  });
}
