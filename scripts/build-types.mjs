// Writes dist/index.d.ts, the types of the public API (src/index.ts) in one file, so that an
// editor completes and checks `defineConfig({ … })` in a site's docgen.config.ts. Only zod stays
// an import (the config types are inferred from its schema); it is a dependency for that reason.
//
// Two steps: TypeScript 7's native compiler writes each module's declarations (about 2 s of CPU),
// then dts-bundle-generator, which needs TypeScript 5's JavaScript API, joins those into one file
// (about 3 s). Bundled from the sources directly, TypeScript 5 inferred every declaration itself:
// 15 s of CPU, as long as the rest of `npm pack`.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { generateDtsBundle } from 'dts-bundle-generator';

// Inside the project (ignored), so that the declarations' imports of zod resolve to node_modules/.
const declarations = '.typecheck/public-types';
rmSync(declarations, { recursive: true, force: true });
const emitted = spawnSync(
  process.execPath,
  [
    'node_modules/typescript7/bin/tsc',
    '-p',
    'tsconfig.json',
    '--noEmit',
    'false',
    '--declaration',
    '--emitDeclarationOnly',
    '--outDir',
    declarations,
  ],
  { stdio: 'inherit' },
);
if (emitted.status !== 0) process.exit(emitted.status ?? 1);

let types;
try {
  [types] = generateDtsBundle([{ filePath: `${declarations}/src/index.d.ts`, output: { noBanner: true } }], {
    preferredConfigPath: 'tsconfig.json',
  });
} finally {
  rmSync(declarations, { recursive: true, force: true });
}
// The schemas import zod as a namespace (`import * as z from 'zod'`: the CLI bundle then keeps only
// what they use), and dts-bundle-generator drops such an import of an external package while its
// types still name `z.`: put it back, or every config type would be `any` in a site's editor.
const withZod =
  /\bz\./.test(types) && !/^import (\* as z|\{ z \}) from 'zod';$/m.test(types)
    ? `import * as z from 'zod';\n${types}`
    : types;
writeFileSync('dist/index.d.ts', withZod);
