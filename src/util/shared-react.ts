// Writers' TSX (templates, registered MDX components) is compiled with esbuild at build time. React
// must stay docgen's own copy, so the server render and the writer's components share one React.
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';

export function sharedReact(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'docgen-react',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
        path: require.resolve(args.path),
        external: true,
      }));
    },
  };
}
