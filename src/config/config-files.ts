// Files the config names (favicon, logos) must exist: a misspelled path would otherwise build
// "successfully" with a broken image on every page. The message names the config key. And the
// files of the static folder that take the place of one docgen writes (robots.txt).
import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.ts';
import type { ResolvedConfig } from './schema.ts';

/** `file`: the config file as shown in messages. */
export function assertConfigFiles(config: ResolvedConfig, root: string, file: string): void {
  const named: [key: string, value: string | undefined][] = [
    ['favicon', config.favicon],
    ['logo.src', config.logo?.src],
    ['logo.srcDark', config.logo?.srcDark],
    ['footer.logo.src', config.footer.logo?.src],
  ];
  for (const [key, value] of named) {
    // A URL (https:, data:, //host) is the writer's to check.
    if (!value || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) continue;
    const rel = path.posix.join(config.staticDir, value.replace(/^\//, ''));
    const stat = statSync(path.resolve(root, rel), { throwIfNoEntry: false });
    if (stat?.isFile()) continue;
    throw new DocgenError(`The file ${rel} ${stat ? 'is a folder, not an image' : 'does not exist'}.`, {
      file,
      pointer: key,
      hint: `\`${key}\` is a path inside the static folder (e.g. "img/logo.svg" for ${config.staticDir}/img/logo.svg), or a full URL.`,
    });
  }
}

/**
 * `robotsTxt` unset: docgen writes robots.txt unless the static folder has its own (TypeORM's
 * site, like many Docusaurus sites, ships one), which is then copied as it is instead of the two
 * clashing on the first build.
 */
export function withStaticRobots(config: ResolvedConfig, root: string): ResolvedConfig {
  if (config.robotsTxt !== undefined) return config;
  let own: Stats | undefined;
  try {
    own = statSync(path.resolve(root, config.staticDir, 'robots.txt'), { throwIfNoEntry: false });
  } catch {
    // The static folder is no folder (ENOTDIR), or cannot be read: its own check names it.
  }
  return { ...config, robotsTxt: !own?.isFile() };
}
