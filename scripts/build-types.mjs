// Writes dist/index.d.ts, the types of the public API (src/index.ts) in one file, so that an
// editor completes and checks `defineConfig({ … })` in a site's docgen.config.ts. Only zod stays
// an import (the config types are inferred from its schema); it is a dependency for that reason.
import { writeFileSync } from 'node:fs';
import { generateDtsBundle } from 'dts-bundle-generator';

const [types] = generateDtsBundle([{ filePath: 'src/index.ts', output: { noBanner: true } }], {
  preferredConfigPath: 'tsconfig.json',
});
// The schemas import zod as a namespace (`import * as z from 'zod'`: the CLI bundle then keeps only
// what they use), and dts-bundle-generator drops such an import of an external package while its
// types still name `z.`: put it back, or every config type would be `any` in a site's editor.
const withZod =
  /\bz\./.test(types) && !/^import (\* as z|\{ z \}) from 'zod';$/m.test(types)
    ? `import * as z from 'zod';\n${types}`
    : types;
writeFileSync('dist/index.d.ts', withZod);
