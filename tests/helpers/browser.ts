// Debian's Chromium through playwright-core (no browser downloads here). Under tests/run.mjs each
// lane keeps one Chromium for all its browser files (DOCGEN_TEST_BROWSER, a Playwright server's
// address): launchBrowser() connects to it, and close() then closes only this file's contexts and
// pages. Run alone, a file launches its own. The flags are in chromium.json, read by both: its
// `--disable-features` repeats Playwright's own list (Chromium reads only the last such switch)
// and adds the omnibox popups' WebUI, a renderer Chromium loads for every context and headless
// pages never show (tests/run.mjs checks the list on each launch).
import { chromium, type Browser } from 'playwright-core';
import options from './chromium.json' with { type: 'json' };

export const CHROMIUM_ARGS: string[] = options.args;

export function launchBrowser(): Promise<Browser> {
  const shared = process.env.DOCGEN_TEST_BROWSER;
  if (shared) return chromium.connect(shared);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? options.executablePath,
    args: CHROMIUM_ARGS,
  });
}
