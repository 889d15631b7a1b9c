// The layers of docgen, checked in `npm test` (`npm run lint:layers`). Data flows one way:
// config → content → OpenAPI load → OpenAPI views → routes → search → bundle → OpenAPI outputs →
// render → write → the stage list (pipeline/) → server → dev → commands; each stage imports only the stages before it and the
// base modules (errors, warnings, util/, shared/, the OpenAPI leaf modules). The browser code
// imports only src/shared/; templates only src/types.ts (and each other).
/** @type {import('dependency-cruiser').IConfiguration} */

// In pipeline order; a stage may import its own folder and any stage listed before it.
const STAGES = [
  ['config', '^src/config/'],
  ['content', '^src/content/'],
  ['openapi-load', '^src/openapi/load/'],
  ['openapi-views', '^src/openapi/views/'],
  ['routes', '^src/routes/'],
  ['search', '^src/search/'],
  ['bundle', '^src/bundle/'],
  ['openapi-outputs', '^src/openapi/outputs/'],
  ['render', '^src/(render|markdown-export)/'],
  ['write', '^src/write/'],
  ['pipeline', '^src/pipeline/'],
  ['server', '^src/server/'],
  ['dev', '^src/dev/'],
  ['commands', '^src/commands/'],
];
// What every stage may import: no docgen stage of its own.
const BASE =
  '^src/(errors|warnings|warning-groups)\\.ts$|^src/(util|shared)/|^src/openapi/(document|sample-languages|openapi-thread)\\.ts$';

const laterStages = STAGES.slice(0, -1).map(([name, from], i) => ({
  name: `stage-order:${name}`,
  comment: `${name} imports only the stages before it (${
    STAGES.slice(0, i)
      .map(([n]) => n)
      .join(', ') || 'none'
  }) and the base modules`,
  severity: 'error',
  from: { path: from },
  to: {
    path: STAGES.slice(i + 1)
      .map(([, p]) => p)
      .join('|'),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only ones included',
      from: {},
      to: { circular: true },
    },
    ...laterStages,
    {
      name: 'base-is-base',
      comment: 'errors, warnings, util/ and the OpenAPI leaf modules import no stage',
      severity: 'error',
      from: { path: BASE, pathNot: '^src/shared/' },
      to: { path: STAGES.map(([, p]) => p).join('|') + '|^src/(cli|index)\\.ts$' },
    },
    {
      name: 'shared-is-pure',
      comment: 'src/shared/ is imported by the browser code too: it imports only itself',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'client-imports-shared-only',
      comment: 'The browser code shares only the pure modules of src/shared/ with the Node side',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/', pathNot: '^src/(client|shared)/' },
    },
    {
      name: 'nothing-imports-the-client',
      comment: 'The browser code is bundled by esbuild from its entry files, never imported by Node code',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/client/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'templates-import-types-only',
      comment: 'Templates see docgen through src/types.ts alone',
      severity: 'error',
      from: { path: '^templates/' },
      to: { path: '^src/', pathNot: '^src/types\\.ts$' },
    },
    {
      name: 'types-import-types-only',
      comment: "src/types.ts is the typed boundary: it may name any stage's types, never its code",
      severity: 'error',
      from: { path: '^src/types\\.ts$' },
      to: { dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'no-entry-imports',
      comment: 'The CLI, the public API and the worker entries are entry points: nothing imports them',
      severity: 'error',
      from: {},
      to: { path: '^src/(cli|index)\\.ts$|^src/openapi/openapi-worker\\.ts$|^src/write/write-worker\\.ts$' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
  },
};
