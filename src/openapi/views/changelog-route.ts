// Where a changelog page is (changelog.ts makes it): the route table and the version menus name
// it without loading the comparison of the two specs.

/** The route of the changelog page from `older` to `newer` (their config `version` names). */
export function changelogRoute(base: string, older: string, newer: string): string {
  return `${base}/changelog/${older.toLowerCase()}-to-${newer.toLowerCase()}`;
}
