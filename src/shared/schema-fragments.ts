// Deep schema rows a page leaves out (src/render/defer-schemas.ts writes them, src/client/
// schema-tree.ts puts them back). Pure: imported by Node code and browser code alike.

/**
 * A fragment's anchors are relative to the row that holds it: `~.login` in the row
 * `#response-200.owner` is `#response-200.owner.login`. No anchor docgen makes starts with it.
 */
export const ROW_ANCHOR = '~';
