// Components written in Flow (Flow's own site: `function DocsLandingPage(): React.Node`, typed
// props `({version}: {version: string})`). Docusaurus compiles them with the site's Babel config
// (`@babel/preset-flow`, or a Hermes parser plugin); docgen compiles components with esbuild, which
// reads TypeScript and JSX but no Flow, so such a file stops at its first annotation ("Expected
// "{" but found ":""). Init cannot register it, and says why in words a Flow user knows, instead
// of blaming packages the site lacks.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BABEL_CONFIGS = [
  'babel.config.js',
  'babel.config.cjs',
  'babel.config.mjs',
  'babel.config.json',
  '.babelrc',
  '.babelrc.js',
  '.babelrc.json',
];
/** A Babel preset or plugin that reads Flow: `@babel/preset-flow`, `babel-plugin-syntax-hermes-parser`, … */
const FLOW_BABEL = /preset-flow|plugin-(?:syntax|transform)-flow|flow-strip-types|syntax-hermes-parser/;
/** The comments a file starts with: Flow's `@flow` pragma is one of them. */
const LEADING_COMMENTS = /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/;

/** The site's Babel config file that reads Flow, relative to the site (`babel.config.js`), if any. */
export function flowBabelConfig(siteDir: string): string | undefined {
  return BABEL_CONFIGS.find((name) => {
    const file = path.join(siteDir, name);
    return existsSync(file) && FLOW_BABEL.test(readFileSync(file, 'utf8'));
  });
}

/**
 * Why a file that failed to parse is Flow, when it is: the site compiles Flow (its Babel config),
 * or the file says `@flow`. Undefined otherwise, or for an error that is not a syntax error.
 */
export function flowReason(siteDir: string, file: string, error: string): string | undefined {
  if (!/^(Expected|Unexpected)\b/.test(error) || !/\.(c|m)?jsx?$/.test(file)) return undefined;
  const config = flowBabelConfig(siteDir);
  if (config) return `the site's ${config} compiles Flow`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return /@flow\b/.test(LEADING_COMMENTS.exec(text)![0]) ? 'the file says `@flow`' : undefined;
}
