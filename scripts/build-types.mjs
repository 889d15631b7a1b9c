// Writes dist/index.d.ts, the types of the public API (src/index.ts) in one file, so that an
// editor completes and checks `defineConfig({ … })` in a site's docgen.config.ts. Only zod stays
// an import (the config types are inferred from its schema); it is a dependency for that reason.
import { writeFileSync } from 'node:fs';
import { generateDtsBundle } from 'dts-bundle-generator';

const [types] = generateDtsBundle([{ filePath: 'src/index.ts', output: { noBanner: true } }], {
  preferredConfigPath: 'tsconfig.json',
});
writeFileSync('dist/index.d.ts', types);
